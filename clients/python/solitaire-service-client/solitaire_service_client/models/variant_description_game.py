from enum import StrEnum


class VariantDescriptionGame(StrEnum):
    CANFIELD = "canfield"
    GOLF = "golf"

    def __str__(self) -> str:
        return str(self.value)
