#!/bin/sh
# What the tests need besides node_modules, run first by `npm test` and by .ci/run:
# - Debian's Chromium at /usr/bin/chromium (or CHROME_PATH) for the end-to-end tests; Playwright's own
#   browser download does not work here;
# - Debian's poppler-utils: the PDF report tests read the rendered PDFs back with pdftotext and pdfinfo.
# Missing ones are installed when this user may (root, or sudo without a password, and apt-get);
# otherwise it stops at once and names the one command to run, rather than failing tests later.
# POSIX sh: .ci/run calls it before `npm ci`, when the only Node may be too old to run a .ts script.
set -eu

packages=''
what=''
chromium=${CHROME_PATH:-/usr/bin/chromium}
if [ ! -x "$chromium" ]; then
  packages='chromium'
  what="Chromium at $chromium (end-to-end tests)"
fi
if ! command -v pdftotext >/dev/null 2>&1 || ! command -v pdfinfo >/dev/null 2>&1; then
  packages="${packages:+$packages }poppler-utils"
  what="${what:+$what and }poppler-utils' pdftotext (PDF report tests)"
fi
[ -z "$packages" ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  as_root=''
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root='sudo'
else
  as_root='no'
fi

if [ "$as_root" != 'no' ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing $packages for the tests…"
  $as_root apt-get update -qq
  # Through env: sudo would drop a variable set before it. One word per package, hence unquoted.
  # shellcheck disable=SC2086
  $as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $packages >/dev/null
  exit 0
fi

echo "The tests need $what, which this machine lacks." >&2
if command -v apt-get >/dev/null 2>&1; then
  echo "Run this once, then the tests again:" >&2
  echo "  sudo apt-get install -y $packages" >&2
else
  echo "Install Debian's package(s) $packages or your system's equivalent (a Chromium or Chrome may be named by CHROME_PATH), then run the tests again." >&2
fi
exit 1
