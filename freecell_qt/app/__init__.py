"""Start-up and platform: the app's entry, the self-test, the system check,
crash reports and translations."""
