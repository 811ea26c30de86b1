from enum import StrEnum


class GolfRulesMode(StrEnum):
    CLASSIC = "classic"
    EASY = "easy"

    def __str__(self) -> str:
        return str(self.value)
