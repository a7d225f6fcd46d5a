; Inno Setup script: the Windows installer of FreeCell Qt.
;
; Built by packaging/windows/build.ps1, which freezes the game with PyInstaller
; into dist\freecell-qt first and passes the version checked by
; packaging/check_version.py:
;
;   ISCC.exe /DAppVersion=1.2.3 packaging\windows\freecell-qt.iss
;
; Writes dist\FreeCell-Qt-<version>-setup.exe. Not tested by this project's CI,
; which runs on Linux: tests/packaging/test_windows_macos.py checks this file's
; text (paths, version define, languages) only.

#ifndef AppVersion
  #error Pass the version: ISCC /DAppVersion=X.Y.Z (build.ps1 does, from check_version.py)
#endif
; x64compatible (below) needs 6.3; the languages further down follow the release.
#if VER < EncodeVer(6, 3, 0)
  #error Inno Setup 6.3 or newer is needed
#endif

#define AppName "FreeCell Qt"
#define AppExe "freecell-qt.exe"

[Setup]
; The one id of this application for Windows: never change it, or an update
; would install beside the old version instead of over it.
AppId={{805D4769-4ED9-42A8-8149-75C634442525}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=FreeCell Qt contributors
AppPublisherURL=https://github.com/freecellqt/freecell-qt
VersionInfoVersion={#AppVersion}
; Paths below are relative to the repository's root.
SourceDir=..\..
OutputDir=dist
OutputBaseFilename=FreeCell-Qt-{#AppVersion}-setup
; For the current user by default, which needs no administrator; the first
; page offers an install for all users instead.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
DefaultDirName={autopf}\{#AppName}
DisableProgramGroupPage=yes
LicenseFile=LICENSE
SetupIconFile=packaging\windows\freecell-qt.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
WizardStyle=modern
Compression=lzma2/max
SolidCompression=yes
; The installer speaks Windows' display language when it has it, without asking.
ShowLanguageDialog=auto

; The installer's own words, in each language of the game that Inno Setup
; ships a translation for (its Languages folder, release by release). The game
; itself follows Windows' display language at run time, whatever was chosen here.
; The installer has no translation for the game's Romanian, Greek, and, before
; the releases named below, Swedish, Arabic and Chinese: it speaks English there.
[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"
Name: "italian"; MessagesFile: "compiler:Languages\Italian.isl"
Name: "brazilianportuguese"; MessagesFile: "compiler:Languages\BrazilianPortuguese.isl"
Name: "polish"; MessagesFile: "compiler:Languages\Polish.isl"
Name: "dutch"; MessagesFile: "compiler:Languages\Dutch.isl"
Name: "czech"; MessagesFile: "compiler:Languages\Czech.isl"
Name: "danish"; MessagesFile: "compiler:Languages\Danish.isl"
Name: "finnish"; MessagesFile: "compiler:Languages\Finnish.isl"
Name: "norwegian"; MessagesFile: "compiler:Languages\Norwegian.isl"
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"
Name: "turkish"; MessagesFile: "compiler:Languages\Turkish.isl"
Name: "hungarian"; MessagesFile: "compiler:Languages\Hungarian.isl"
Name: "ukrainian"; MessagesFile: "compiler:Languages\Ukrainian.isl"
Name: "japanese"; MessagesFile: "compiler:Languages\Japanese.isl"
Name: "korean"; MessagesFile: "compiler:Languages\Korean.isl"
Name: "hebrew"; MessagesFile: "compiler:Languages\Hebrew.isl"
#if VER >= EncodeVer(6, 4, 0)
Name: "swedish"; MessagesFile: "compiler:Languages\Swedish.isl"
#endif
#if VER >= EncodeVer(6, 5, 0)
Name: "arabic"; MessagesFile: "compiler:Languages\Arabic.isl"
#endif
#if VER >= EncodeVer(7, 0, 2)
Name: "chinesesimplified"; MessagesFile: "compiler:Languages\ChineseSimplified.isl"
Name: "chinesetraditional"; MessagesFile: "compiler:Languages\ChineseTraditional.isl"
#endif

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The one-folder build of packaging/freecell-qt.spec (NAME there).
Source: "dist\freecell-qt\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
