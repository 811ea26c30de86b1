from enum import StrEnum


class EventType(StrEnum):
    AUTO_FILL = "auto_fill"
    DEAL = "deal"
    DRAW = "draw"
    MOVE = "move"
    REDEAL = "redeal"
    REMOVE = "remove"
    RESUME = "resume"
    UNDO = "undo"

    def __str__(self) -> str:
        return str(self.value)
