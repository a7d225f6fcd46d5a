"""Player-facing wording of the game's events, translatable with Qt Linguist.

Shared by the controller, the windows and the storage messages, so it sits
beside them rather than inside any one of them.
"""
