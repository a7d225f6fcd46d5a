"""Qt services that follow the controller but are not storage: autosave, the
statistics recorder and the single-instance server. Storage keeps the files;
these decide when to hand it what to keep."""
