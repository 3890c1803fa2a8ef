#!/usr/bin/env bash
# Kibitz set-up: installs what is missing (Debian 12), builds, then runs the app, the tests or the fuzzers, or
# makes the Debian package.
# Safe to run again and again: installed packages and configured build trees are reused.
set -euo pipefail

# Debian packages to build and run Kibitz (`./setup.sh run` installs only these, so a first window comes sooner).
# fonts-dejavu-core carries the chess glyphs the board draws; gnuchess-book is the default opening book (Polyglot
# format); stockfish is the engine found on first start; libgaviotatb-dev probes endgame tables; pgn-extract's eco.pgn
# is the ECO table compiled into Kibitz (eco/CMakeLists.txt), and pgn-extract a peer for benchmarks and tests.
# qt6-translations-l10n translates Qt's own dialogs; fonts-droid-fallback draws the Chinese UI (DejaVu covers Cyrillic
# and Persian); qt6-speech-* speak moves (the speech CMake package needs qt6-declarative-dev's Qt6QmlIntegration,
# which Debian 12's qt6-speech-dev does not pull in). The 3D board needs Qt's OpenGL modules (libqt6opengl6-dev; the
# widgets part comes with qt6-base-dev) and Mesa's software renderer (libgl1-mesa-dri). librsvg2-bin renders the
# icon's PNG sizes at build time; lld links (CMakeLists.txt says why).
PACKAGES=(build-essential cmake ninja-build ccache lld qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
    qt6-l10n-tools libgl-dev stockfish fonts-dejavu-core qt6-translations-l10n fonts-droid-fallback qt6-speech-dev
    qt6-speech-flite-plugin qt6-declarative-dev librsvg2-bin libqt6opengl6-dev libgl1-mesa-dri gnuchess-book
    libgaviotatb-dev pgn-extract)
# What the tests, the fuzzers and the benchmarks add. fairy-stockfish checks the variant rules (tests/variant, tests/bench/variant-perft.sh) and fairymax plays the
# variant engine (tests/bench/variant-match.sh) and is the xboard engine the engine client is tested with
# (tests/engineclient); scid is the reference the SCID format is tested against and scid-data provides the Scid ECO
# file the ECO tests read; gaviotatb the 3-piece endgame tables the tests probe; clang (with libclang-rt-14-dev)
# builds the fuzz targets and clang-format checks the style in CI (.ci/run); xvfb runs the screenshots; man-db
# lets the tests render the man pages as lintian does; time measures the benchmarks.
TEST_PACKAGES=(clang clang-format libclang-rt-14-dev fairy-stockfish fairymax scid scid-data xvfb xauth
    man-db gaviotatb time)
PACKAGING_PACKAGES=(dpkg-dev file lintian appstream desktop-file-utils)

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
RELEASE_DIR="$ROOT/build/release"
ASAN_DIR="$ROOT/build/asan"
FUZZ_DIR="$ROOT/build/fuzz"
SAMPLE_PGN="$ROOT/resources/samples/famous-games.pgn"
SANITIZE_FLAGS="-O1 -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined"
SANITIZE_DEBUG_FLAGS="-g1 -gz -ffunction-sections"
SANITIZE_LINK_FLAGS="-fsanitize=address,undefined -gz -Wl,--gc-sections"
JOBS="$(nproc 2>/dev/null || echo 2)"
# One test more than the cores: the suite spends a sixth of its time waiting on engines, tournaments and other
# child processes (2 cores: 273 s with 2 at a time, 1.68 cores busy; 221 s with 3; no gain with 4).
TEST_JOBS=$((JOBS + 1))

usage()
{
    cat <<EOF
Usage: ./setup.sh COMMAND [OPTIONS]

Commands:
  run [FILE.pgn]     install what is missing, build the programs (Release, no tests), launch Kibitz (optionally
                     opening FILE.pgn)
  test [--sanitize]  install what is missing, build Release, run the whole test suite (non-zero exit on failure)
                     --sanitize: Debug build with AddressSanitizer + UBSan in build/asan (skips tests labelled slow
                     or corpus: those run in the Release suite)
  fuzz               build the libFuzzer targets with clang in build/fuzz and run each for \$FUZZ_SECONDS (default 60),
                     \$FUZZ_JOBS at a time (default: one per core)
  package            install what is missing, build Release, make the Debian package build/release/kibitz_*.deb
                     (cpack -G DEB) and check it (contents, desktop entry, AppStream, lintian)
  -h, --help         show this help
EOF
}

say() { printf '==> %s\n' "$*"; }
die()
{
    printf 'setup.sh: %s\n' "$*" >&2
    exit 1
}

# install_packages [EXTRA_PACKAGE...]: PACKAGES and the extra ones, those that are missing.
install_packages()
{
    local wanted=("${PACKAGES[@]}" "$@")
    if ! command -v dpkg-query >/dev/null || ! command -v apt-get >/dev/null; then
        say "Not a Debian-like system: skipping package installation (needs: ${wanted[*]})"
        return
    fi
    local missing=() pkg status
    for pkg in "${wanted[@]}"; do
        status="$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)"
        [[ $status == *" installed" ]] || missing+=("$pkg")
    done
    [[ ${#missing[@]} -eq 0 ]] && return

    local sudo=()
    if [[ $(id -u) -ne 0 ]]; then
        command -v sudo >/dev/null || die "missing packages (${missing[*]}) and not root; install sudo or run as root"
        sudo=(sudo)
    fi
    say "Installing missing packages: ${missing[*]}"
    "${sudo[@]}" apt-get update -q
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}"
}

# The GUI library and the tests use precompiled Qt headers (app/gui/CMakeLists.txt, tests/CMakeLists.txt); ccache
# caches compiles that use them only with these sloppiness settings (it still hashes the precompiled header).
export CCACHE_SLOPPINESS=${CCACHE_SLOPPINESS:-pch_defines,time_macros,include_file_mtime,include_file_ctime}

launcher_args()
{
    if command -v ccache >/dev/null; then
        echo "-DCMAKE_CXX_COMPILER_LAUNCHER=ccache"
    fi
}

# configure_and_build BUILD_DIR [cmake args...]: configures, then builds the targets in BUILD_TARGETS (an array;
# empty: everything).
BUILD_TARGETS=()
configure_and_build()
{
    local dir="$1"
    shift
    say "Configuring $dir"
    # shellcheck disable=SC2046 # launcher_args is deliberately split into words
    cmake -S "$ROOT" -B "$dir" -G Ninja $(launcher_args) "$@"
    if [[ ${#BUILD_TARGETS[@]} -gt 0 ]]; then
        say "Building ${BUILD_TARGETS[*]} in $dir with $JOBS jobs"
        cmake --build "$dir" -j "$JOBS" --target "${BUILD_TARGETS[@]}"
    else
        say "Building $dir with $JOBS jobs"
        cmake --build "$dir" -j "$JOBS"
    fi
}

# The options are spelled out so a tree configured differently by hand is put back the way setup.sh needs it.
build_release() { configure_and_build "$RELEASE_DIR" -DCMAKE_BUILD_TYPE=Release -DKIBITZ_BUILD_GUI=ON -DKIBITZ_BUILD_TESTS=ON -DKIBITZ_FUZZ=OFF -DKIBITZ_TEST_TIMEOUT_SCALE=1; }

cmd_run()
{
    [[ $# -le 1 ]] || die "run takes at most one file (see ./setup.sh -h)"
    local args=()
    if [[ $# -eq 1 ]]; then
        args=("$(realpath -m -- "$1")") # the path stays valid whatever the working directory
    elif [[ -f $SAMPLE_PGN ]]; then
        args=("$SAMPLE_PGN")
    fi
    install_packages
    # Only the programs (and what they embed: translations, icons): the tests are built by `./setup.sh test`.
    BUILD_TARGETS=(kibitz kibitz-cli)
    build_release
    if [[ -z ${DISPLAY:-} && -z ${WAYLAND_DISPLAY:-} && -z ${QT_QPA_PLATFORM:-} ]]; then
        cat >&2 <<EOF
Built $RELEASE_DIR/app/gui/kibitz, but there is no display to show it on (neither DISPLAY nor WAYLAND_DISPLAY is set).
On a headless machine, start a virtual X server and run again:
    Xvfb :99 -screen 0 1280x800x24 &
    DISPLAY=:99 ./setup.sh run
or simply:  xvfb-run -a ./setup.sh run
EOF
        exit 1
    fi
    say "Launching Kibitz"
    exec "$RELEASE_DIR/app/gui/kibitz" "${args[@]}"
}

cmd_test()
{
    local sanitize=0
    while [[ $# -gt 0 ]]; do
        case "$1" in
        --sanitize) sanitize=1 ;;
        *) die "unknown test option: $1 (see ./setup.sh -h)" ;;
        esac
        shift
    done
    install_packages "${TEST_PACKAGES[@]}"
    export QT_QPA_PLATFORM=offscreen
    if [[ $sanitize -eq 0 ]]; then
        build_release
        say "Running the test suite (build/release)"
        ctest --test-dir "$RELEASE_DIR" --output-on-failure --no-tests=error -j "$TEST_JOBS"
    else
        # Line tables only (-g1), compressed (-gz), unused functions dropped at link: reports still name file and
        # line, but the tree takes 8 GB instead of 20 GB (a GUI test 134 MB instead of 330 MB with full -g), which
        # once filled CI's disk.
        # Every test's timeout three times its Release one (tests/CMakeLists.txt says why).
        configure_and_build "$ASAN_DIR" -DCMAKE_BUILD_TYPE=Debug -DKIBITZ_BUILD_GUI=ON -DKIBITZ_BUILD_TESTS=ON -DKIBITZ_FUZZ=OFF \
            -DKIBITZ_TEST_TIMEOUT_SCALE=3 \
            -DCMAKE_CXX_FLAGS="$SANITIZE_FLAGS" -DCMAKE_CXX_FLAGS_DEBUG="$SANITIZE_DEBUG_FLAGS" \
            -DCMAKE_EXE_LINKER_FLAGS="$SANITIZE_LINK_FLAGS" \
            -DCMAKE_SHARED_LINKER_FLAGS="$SANITIZE_LINK_FLAGS" \
            -DCMAKE_MODULE_LINKER_FLAGS="$SANITIZE_LINK_FLAGS"
        # The corpus suites take minutes in Release and several times that under the sanitizers, more than CI's time
        # allows; the sanitizers see real games through the unit tests and the fuzz targets' seeds instead.
        say "Running the test suite under AddressSanitizer + UBSan (build/asan, without slow and corpus tests)"
        ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
            ctest --test-dir "$ASAN_DIR" --output-on-failure --no-tests=error -j2 -LE 'slow|corpus'
    fi
}

# fuzz_one BIN SECONDS WORK: runs one fuzz target on a scratch copy of its seeds; writes "passed" or "failed" to
# WORK/NAME.status and the fuzzer's output to build/fuzz/logs/NAME.log.
fuzz_one()
{
    local bin="$1" seconds="$2" work="$3" name corpus log seeds time_for limits=()
    name="$(basename "$bin")"
    corpus="$work/$name/corpus"
    mkdir -p "$corpus" "$FUZZ_DIR/artifacts/$name" "$FUZZ_DIR/logs"
    # Seed from the checked-in corpus, but let the fuzzer write only into a scratch copy. The plain reader
    # targets (fuzz_pgn_read, ...) share the seeds of the cross-checking target they are named after.
    seeds="$ROOT/tests/fuzz/corpus/$name"
    [[ -d $seeds ]] || seeds="$ROOT/tests/fuzz/corpus/$(sed -E 's/_(read|parse)$//' <<<"$name")"
    if [[ -d $seeds ]]; then
        cp -R "$seeds/." "$corpus/"
    fi
    # The PGN reader is also seeded with the parser edge cases of the shared corpus (read-only, not ours).
    if [[ $name == fuzz_pgn* && -d $ROOT/../shared/corpus/edge ]]; then
        find "$ROOT/../shared/corpus/edge" -type f -size -32k -exec cp {} "$corpus/" \;
    fi
    # The PGN reader meets the most untrusted bytes (every file a user opens): its plain target gets three shares.
    time_for=$seconds
    [[ $name == fuzz_pgn_read ]] && time_for=$((seconds * 3))
    # The plain reader targets mutate inputs of at most 1 KB (a parser's faults are local; long inputs are the
    # cross-checking targets' share): many more inputs a second.
    [[ $name == *_read || $name == *_parse ]] && limits=(-max_len=1024)
    log="$FUZZ_DIR/logs/$name.log"
    if "$bin" "${limits[@]}" -max_total_time="$time_for" -timeout=10 -print_final_stats=1 \
        -artifact_prefix="$FUZZ_DIR/artifacts/$name/" "$corpus" >"$log" 2>&1; then
        echo passed >"$work/$name.status"
    else
        echo failed >"$work/$name.status"
    fi
}

cmd_fuzz()
{
    [[ $# -eq 0 ]] || die "fuzz takes no arguments; set FUZZ_SECONDS to change the time per target"
    local seconds="${FUZZ_SECONDS:-60}"
    [[ $seconds =~ ^[0-9]+$ && $seconds -gt 0 ]] || die "FUZZ_SECONDS must be a positive whole number, not '$seconds'"
    install_packages "${TEST_PACKAGES[@]}"
    CC=clang CXX=clang++ configure_and_build "$FUZZ_DIR" -DKIBITZ_FUZZ=ON -DKIBITZ_BUILD_GUI=OFF -DKIBITZ_BUILD_TESTS=OFF

    local targets=()
    if [[ -d $FUZZ_DIR/tests/fuzz ]]; then
        mapfile -t targets < <(find "$FUZZ_DIR/tests/fuzz" -maxdepth 1 -type f -name 'fuzz_*' -perm -u+x | sort)
    fi
    [[ ${#targets[@]} -gt 0 ]] || die "no fuzz targets (fuzz_*) were built in $FUZZ_DIR/tests/fuzz"

    local work failed=() bin name slots="${FUZZ_JOBS:-$JOBS}"
    [[ $slots =~ ^[0-9]+$ && $slots -gt 0 ]] || die "FUZZ_JOBS must be a positive whole number, not '$slots'"
    work="$(mktemp -d)"
    # shellcheck disable=SC2064 # expand now: $work is local to this function
    trap "rm -rf '$work'" EXIT
    # libFuzzer runs one input at a time on one core: the targets run $slots at a time (one per core), which halves
    # the step on two cores without shortening any target's run. Results are printed in target order at the end.
    say "Fuzzing ${#targets[@]} targets, $slots at a time, ${seconds}s each (logs: build/fuzz/logs/, crash inputs: build/fuzz/artifacts/)"
    for bin in "${targets[@]}"; do
        while [[ $(jobs -rp | wc -l) -ge $slots ]]; do
            wait -n || true
        done
        fuzz_one "$bin" "$seconds" "$work" &
    done
    wait
    for bin in "${targets[@]}"; do
        name="$(basename "$bin")"
        if [[ $(cat "$work/$name.status" 2>/dev/null) == passed ]]; then
            say "$name: $(grep -E '^#[0-9]+[[:space:]]+DONE' "$FUZZ_DIR/logs/$name.log" | tail -n 1 || true)"
        else
            say "$name FAILED (log: build/fuzz/logs/$name.log)"
            tail -n 80 "$FUZZ_DIR/logs/$name.log" || true
            failed+=("$name")
        fi
    done
    if [[ ${#failed[@]} -gt 0 ]]; then
        die "fuzz targets failed: ${failed[*]} (reproduce with: build/fuzz/tests/fuzz/<target> <artifact file>)"
    fi
    say "All ${#targets[@]} fuzz targets ran ${seconds}s each without a finding"
}

cmd_package()
{
    [[ $# -eq 0 ]] || die "package takes no arguments (see ./setup.sh -h)"
    install_packages "${PACKAGING_PACKAGES[@]}" "${TEST_PACKAGES[@]}"
    build_release
    say "Making the Debian package (cpack -G DEB in build/release)"
    rm -f "$RELEASE_DIR"/kibitz_*.deb
    (cd "$RELEASE_DIR" && cpack -G DEB)
    local debs=("$RELEASE_DIR"/kibitz_*.deb)
    [[ ${#debs[@]} -eq 1 && -f ${debs[0]} ]] || die "cpack did not write one kibitz_*.deb into $RELEASE_DIR"
    # The application id (KIBITZ_APP_ID) names the desktop entry CMake generated.
    local entries=("$RELEASE_DIR"/packaging/*.desktop)
    [[ ${#entries[@]} -eq 1 && -f ${entries[0]} ]] || die "expected one desktop entry in $RELEASE_DIR/packaging"
    say "Checking ${debs[0]##*/}"
    "$ROOT/packaging/check-deb.sh" "${debs[0]}" "$(basename "${entries[0]}" .desktop)"
    say "Built ${debs[0]}; install it with: sudo apt-get install ${debs[0]}"
}

main()
{
    [[ $# -gt 0 ]] || {
        usage >&2
        exit 2
    }
    local command="$1"
    shift
    case "$command" in
    run) cmd_run "$@" ;;
    test) cmd_test "$@" ;;
    fuzz) cmd_fuzz "$@" ;;
    package) cmd_package "$@" ;;
    -h | --help | help) usage ;;
    *)
        usage >&2
        exit 2
        ;;
    esac
}

main "$@"
