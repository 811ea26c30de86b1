from enum import StrEnum


class GolfRuleOptionsScoring(StrEnum):
    POINTS = "points"
    STROKES = "strokes"

    def __str__(self) -> str:
        return str(self.value)
