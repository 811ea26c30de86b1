from enum import StrEnum


class GolfRulesScoring(StrEnum):
    POINTS = "points"
    STROKES = "strokes"

    def __str__(self) -> str:
        return str(self.value)
