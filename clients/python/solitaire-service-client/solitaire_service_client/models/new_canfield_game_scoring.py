from enum import StrEnum


class NewCanfieldGameScoring(StrEnum):
    POINTS = "points"
    VEGAS = "vegas"

    def __str__(self) -> str:
        return str(self.value)
