from enum import StrEnum


class NewGolfGameMode(StrEnum):
    CLASSIC = "classic"
    EASY = "easy"

    def __str__(self) -> str:
        return str(self.value)
