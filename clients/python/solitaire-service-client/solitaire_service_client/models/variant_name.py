from enum import StrEnum


class VariantName(StrEnum):
    CANFIELD_DRAW1 = "canfield-draw1"
    CANFIELD_DRAW3 = "canfield-draw3"
    GOLF_CLASSIC = "golf-classic"
    GOLF_EASY = "golf-easy"
    GOLF_ROUND = "golf-round"

    def __str__(self) -> str:
        return str(self.value)
