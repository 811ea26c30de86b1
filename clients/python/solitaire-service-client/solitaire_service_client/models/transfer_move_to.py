from enum import StrEnum


class TransferMoveTo(StrEnum):
    C1 = "c1"
    C2 = "c2"
    C3 = "c3"
    C4 = "c4"
    F1 = "f1"
    F2 = "f2"
    F3 = "f3"
    F4 = "f4"
    FOUNDATION = "foundation"

    def __str__(self) -> str:
        return str(self.value)
