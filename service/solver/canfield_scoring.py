"""What a Canfield position is worth to the solver: one scoring, ``score``, that every part
of it orders positions by.

Progress in Canfield is cards home, and what holds it back is the reserve, whose cards
leave one at a time from the top; the talon only delays (every talon card comes round again
after a redeal).  Three parts of the solver order positions, all by ``score``:

* the depth-first search tries a node's moves best first, and the difficulty rating's
  greedy player picks by it (``canfield_moves.Child.score``);
* the beam search keeps the best of a whole layer, positions of different lines
  (``canfield.Search.beam``);
* the hint heuristic judges one engine move for a player who cannot look ahead
  (``canfield_hints.heuristic_move``, by ``position_value``: the same score of an engine
  position).

A reserve card costs ``RESERVE_CARD`` everywhere: 20, five cards home, because emptying the
reserve is what wins Canfield.  Measured when the three orders became this one (compiled,
the 200 public deals at 300,000 positions each): the beam needs that weight (with 3, which
the move order used to give it, public draw-1 deal 47 is no longer won), and with it the
depth-first search settles every deal it settled with 3, and one more (draw-1 deal 75), in
fewer positions in all.  An empty column earns nothing: counted (2 a column, as the hint
heuristic once did), it cost the search draw-3 deal 8 and draw-1 deal 47 at that budget.
"""

from __future__ import annotations

from typing import Final

from ..engine.canfield import FOUNDATIONS, CanfieldGame

FOUNDATION_CARD: Final = 4
"""A card on a foundation: the unit of progress."""
RESERVE_CARD: Final = 20
"""A card still in the reserve: five cards home."""
TALON_CARDS_A_POINT: Final = 4
"""The talon left costs a point for every this many cards."""


def score(cards_home: int, reserve_left: int, talon_left: int) -> int:
    """What a position is worth (higher is better): the one order of the solver's positions."""
    return FOUNDATION_CARD * cards_home - RESERVE_CARD * reserve_left - talon_left // TALON_CARDS_A_POINT


def position_value(game: CanfieldGame) -> int:
    """``score`` of an engine position."""
    on_foundations = sum(len(game.piles[f]) for f in FOUNDATIONS)
    return score(on_foundations, len(game.reserve), len(game.stock) + len(game.waste))
