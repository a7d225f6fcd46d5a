<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>App</name>
    <message>
        <location filename="../../app/start.py" line="+166"/>
        <source>FreeCell Qt is already running for this player, but it does not answer. Close it (or wait until it answers), then start the game again.</source>
        <extracomment>Signals that end the app as Quit does, with the final save.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>FreeCell Qt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CrashReport</name>
    <message>
        <location filename="../../app/crash_report.py" line="+95"/>
        <source>Something went wrong</source>
        <extracomment>Past this size the log is renamed to ``errors.log.old`` before the next entry, so a fault repeated on every event cannot fill the disk.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should.

The details are in {0}; please include that file when you report the problem.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>FreeCell Qt met an error it did not expect. The game goes on, but something may not work as it should. The details could not be written to the data folder.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/self_test.py" line="+126"/>
        <source>&amp;Game</source>
        <extracomment>Moves of deal 1 that set off safe auto-moves: 6a and 6b free the ace and two of clubs, which go up with the ace of spades; 7b then fills a cell.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
