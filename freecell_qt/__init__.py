__version__ = "0.2.0"

#: The reverse-DNS application id: the desktop file's and the metainfo's name,
#: the icon's name, and what Wayland compositors match the window against.
APP_ID = "io.github.freecellqt.FreeCellQt"
