from enum import StrEnum


class GameDocumentStatus(StrEnum):
    DEAD_END = "dead_end"
    FINISHED = "finished"
    PLAYING = "playing"
    WON = "won"

    def __str__(self) -> str:
        return str(self.value)
