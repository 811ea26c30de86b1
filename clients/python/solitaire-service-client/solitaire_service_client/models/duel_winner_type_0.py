from enum import StrEnum


class DuelWinnerType0(StrEnum):
    CHALLENGER = "challenger"
    DRAW = "draw"
    OPPONENT = "opponent"

    def __str__(self) -> str:
        return str(self.value)
