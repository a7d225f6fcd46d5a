# Build FreeCell Qt for Windows into dist\:
#   dist\freecell-qt\                     the frozen app (PyInstaller, one folder)
#   dist\FreeCell-Qt-VERSION-setup.exe    its installer (Inno Setup)
#
# Run from the repository's root:   powershell -ExecutionPolicy Bypass -File packaging\windows\build.ps1
#
# Needs Python 3.11 or newer (the py launcher or python on the PATH; or set
# $env:PYTHON), Inno Setup 6.3 or newer, and PyPI for the build venv
# (build\venv, kept between runs). Mirrors packaging/build.sh: the same
# PyInstaller, the same spec, and the frozen app must pass its --self-test
# before the installer is made. Not tested by this project's CI, which runs on
# Linux and checks this file's text only.

$ErrorActionPreference = "Stop"
Set-StrictMode -Version Latest

# Keep in step with PYINSTALLER in packaging/build.sh.
$PyInstallerPins = @("pyinstaller==6.22.3", "pyinstaller-hooks-contrib==2026.9")
$Name = "freecell-qt"
$Venv = "build\venv"
$VenvPython = Join-Path $Venv "Scripts\python.exe"

function Say([string]$Text) { Write-Host "`n== $Text" }

# A native program's failure does not stop PowerShell by itself: check each one.
function Assert-Success([string]$What) {
    if ($LASTEXITCODE -ne 0) { throw "$What failed (exit status $LASTEXITCODE)" }
}

if (-not (Test-Path "packaging\freecell-qt.spec")) {
    throw "run this script from the repository's root: packaging\windows\build.ps1"
}

Say "build venv ($Venv)"
if (-not (Test-Path $VenvPython)) {
    if ($env:PYTHON) {
        $Base = @($env:PYTHON)
    } elseif (Get-Command py -ErrorAction SilentlyContinue) {
        $Base = @("py", "-3")
    } else {
        $Base = @("python")
    }
    $BaseArgs = @($Base | Select-Object -Skip 1)
    & $Base[0] @BaseArgs -m venv $Venv
    Assert-Success "creating the venv"
}
& $VenvPython -m pip install --quiet --upgrade pip
Assert-Success "upgrading pip"
& $VenvPython -m pip install --quiet @PyInstallerPins .
Assert-Success "installing PyInstaller and the game"
# The same version number is "already satisfied": reinstall to take today's sources.
& $VenvPython -m pip install --quiet --no-deps --force-reinstall .
Assert-Success "reinstalling the game"
if (Test-Path "freecell_qt.egg-info") { Remove-Item -Recurse -Force "freecell_qt.egg-info" }

# The one version, refused while CHANGELOG.md or the metainfo name another.
$Version = (& $VenvPython packaging\check_version.py)
Assert-Success "packaging\check_version.py"
$Version = "$Version".Trim()
$Installed = (& $VenvPython -c "import freecell_qt; print(freecell_qt.__version__)")
Assert-Success "reading the installed version"
if ("$Installed".Trim() -ne $Version) {
    throw "the build venv has $Installed, the sources $Version"
}
Write-Host "FreeCell Qt $Version for Windows"

Say "PyInstaller"
& (Join-Path $Venv "Scripts\pyinstaller.exe") --noconfirm --clean --log-level WARN `
    --distpath dist --workpath build\pyinstaller\work packaging\freecell-qt.spec
Assert-Success "PyInstaller"
$Bundle = "dist\$Name"
$Exe = Join-Path $Bundle "$Name.exe"
if (-not (Test-Path $Exe)) { throw "PyInstaller made no $Exe" }

Say "self-test of the frozen app"
# The app is windowed: start it and wait, its output going to a file.
$Log = Join-Path $env:TEMP "$Name-self-test.txt"
$env:QT_QPA_PLATFORM = "offscreen"
try {
    $Process = Start-Process -FilePath $Exe -ArgumentList "--self-test" -NoNewWindow `
        -Wait -PassThru -RedirectStandardOutput $Log
    $null = $Process.Handle
} finally {
    Remove-Item Env:QT_QPA_PLATFORM
}
if (Test-Path $Log) { Get-Content $Log | Write-Host }
if ($Process.ExitCode -ne 0) { throw "the frozen app's --self-test failed (exit status $($Process.ExitCode))" }

Say "installer (Inno Setup)"
$Iscc = Get-Command ISCC.exe -ErrorAction SilentlyContinue
if ($Iscc) {
    $Iscc = $Iscc.Source
} else {
    $Iscc = @(
        "${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe",
        "$env:ProgramFiles\Inno Setup 6\ISCC.exe",
        "$env:LOCALAPPDATA\Programs\Inno Setup 6\ISCC.exe"
    ) | Where-Object { $_ -and (Test-Path $_) } | Select-Object -First 1
}
if (-not $Iscc) {
    throw ("Inno Setup's ISCC.exe is neither on the PATH nor in Program Files: install " +
           "Inno Setup 6.3 or newer (https://jrsoftware.org/isdl.php, or " +
           "winget install JRSoftware.InnoSetup) and run this script again")
}
& $Iscc /Qp "/DAppVersion=$Version" packaging\windows\freecell-qt.iss
Assert-Success "ISCC"
$Setup = "dist\FreeCell-Qt-$Version-setup.exe"
if (-not (Test-Path $Setup)) { throw "ISCC made no $Setup" }
Write-Host $Setup
