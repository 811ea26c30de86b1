from enum import StrEnum


class DuelYouType0(StrEnum):
    CHALLENGER = "challenger"
    OPPONENT = "opponent"

    def __str__(self) -> str:
        return str(self.value)
