from enum import StrEnum


class VariantDescriptionNameType1(StrEnum):
    CANFIELD_VEGAS_DRAW1 = "canfield-vegas-draw1"
    CANFIELD_VEGAS_DRAW3 = "canfield-vegas-draw3"

    def __str__(self) -> str:
        return str(self.value)
