"""What a Canfield position is worth to the solver: one set of named weights, and the three
orderings built from them.

Progress in Canfield is cards home, and what holds it back is the reserve, whose cards
leave one at a time from the top; the talon only delays (every talon card comes round again
after a redeal).  So every ordering counts cards home at
``FOUNDATION_CARD`` and charges for the cards still in the reserve.  Three places order
positions, and each asks something different of the weights:

* ``move_order_score``: the depth-first search tries a node's moves best first, and the
  difficulty rating's greedy player picks by it.  It compares siblings, positions one move
  apart, so it ranks kinds of moves: a card home (``FOUNDATION_CARD``, plus what the
  closure sends home after it) before a reserve card played (``RESERVE_CARD``) before a
  card out of the talon (a point for every ``TALON_CARDS_A_POINT`` cards left).
* ``beam_score``: the beam search keeps the best of a whole layer, positions of different
  lines, where how much of the reserve is left decides: there a reserve card costs
  ``BEAM_RESERVE_CARD``, five cards home.  Measured: with ``RESERVE_CARD`` instead, the
  beam no longer wins public draw-1 deal 47 within 1.2 million positions (the deal it was
  added for; it wins it at 285,666 with this weight).  The depth-first search keeps
  ``RESERVE_CARD``: every line and state count in the benches and tests comes from its
  order.  (With the beam's weight it would settle one more public deal within 300,000
  positions: a question of tuning, for a change that measures it at 10 s a deal.)
* ``position_value``: the hint heuristic judges one engine move for a player who cannot
  look ahead, on the engine's position, with no forced moves applied: it adds
  ``EMPTY_COLUMN`` for an empty column (a place to park a run, which the search finds for
  itself) and leaves out the talon (a draw is the heuristic's fallback, not a move it
  scores).
"""

from __future__ import annotations

from typing import Final

from ..engine.canfield import COLUMNS, FOUNDATIONS, CanfieldGame
from .canfield_position import Node

FOUNDATION_CARD: Final = 4
"""A card on a foundation: the unit of progress."""
RESERVE_CARD: Final = 3
"""A card still in the reserve, against its siblings (``move_order_score``, ``position_value``)."""
BEAM_RESERVE_CARD: Final = 20
"""A card still in the reserve, against a whole layer of the beam search (``beam_score``):
emptying the reserve is what wins Canfield."""
TALON_CARDS_A_POINT: Final = 4
"""The talon left costs a point for every this many cards (search orderings only)."""
EMPTY_COLUMN: Final = 2
"""An empty column, for the hint heuristic only (``position_value``)."""


def move_order_score(cards_home: int, reserve_left: int, talon_size: int) -> int:
    """The depth-first search's order of a node's moves (best first), and the greedy player's."""
    return FOUNDATION_CARD * cards_home - RESERVE_CARD * reserve_left - talon_size // TALON_CARDS_A_POINT


def beam_score(node: Node) -> int:
    """The beam search's order of a layer (best first)."""
    reserve_left, counts, _columns, talon, _pointer = node
    return (
        FOUNDATION_CARD * sum(counts) - BEAM_RESERVE_CARD * reserve_left - len(talon) // TALON_CARDS_A_POINT
    )


def position_value(game: CanfieldGame) -> int:
    """A greedy player's view of progress: foundation cards, a short reserve, empty columns."""
    on_foundations = sum(len(game.piles[f]) for f in FOUNDATIONS)
    empty_columns = sum(1 for c in COLUMNS if not game.piles[c])
    return FOUNDATION_CARD * on_foundations - RESERVE_CARD * len(game.reserve) + EMPTY_COLUMN * empty_columns
