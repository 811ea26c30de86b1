"""Duels: two players on one sealed random deal, each side one line the server keeps.

A duel is dealt a secret code (64 bits, as the scheduler draws a daily deal's) and its
solver line, found then; its challenger's side starts at once, its one opponent's when they
join by the invite.  Each side is one ranked line (``service/daily/line.py``); a side's
result is its finished game at its latest step, reviewed on its own play only (the other
side plays the same deal by design, from any address: never evidence against it).  The
code, the other side's result, the winner and the line are shown to the two sides once the
duel ends (both results in, or 7 days); to anyone else, never a result."""
