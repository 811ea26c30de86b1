from enum import StrEnum


class HistogramMeasure(StrEnum):
    CARDS_HOME = "cards_home"
    SECONDS = "seconds"
    STROKES = "strokes"

    def __str__(self) -> str:
        return str(self.value)
