from enum import StrEnum


class GameDocumentGame(StrEnum):
    CANFIELD = "canfield"
    GOLF = "golf"

    def __str__(self) -> str:
        return str(self.value)
