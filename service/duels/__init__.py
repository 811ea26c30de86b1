"""Duels: two players on one sealed random deal, each side one line the server keeps.

A duel is dealt a secret 64-bit code and its solver line; each side is one ranked line
(``service/daily/line.py``) whose result is reviewed on its own play only (the other side
plays the same deal by design).  The code, the other side's result, the winner and the
line are shown to the two sides once the duel ends; to anyone else, never a result
(docs/design/daily.md, "Duels")."""
