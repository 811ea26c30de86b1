from enum import StrEnum


class DuelStatus(StrEnum):
    EXPIRED = "expired"
    FINISHED = "finished"
    PLAYING = "playing"
    WAITING = "waiting"

    def __str__(self) -> str:
        return str(self.value)
