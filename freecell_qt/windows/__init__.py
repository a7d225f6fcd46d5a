"""The main window and the dialogs: menus, preferences, history, help."""
