from enum import StrEnum


class HintKind(StrEnum):
    BEST = "best"
    HEURISTIC = "heuristic"
    WINNING = "winning"

    def __str__(self) -> str:
        return str(self.value)
