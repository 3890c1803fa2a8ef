# The Debian package: `cpack -G DEB` in a configured and built tree (or `./setup.sh package`) writes
# kibitz_<version>_<arch>.deb from the install tree. Depends are computed by dpkg-shlibdeps; the programs move to
# /usr/games (debian/stage.cmake); .ci/run checks the result with packaging/check-deb.sh.
set(KIBITZ_PACKAGE_MAINTAINER "Kibitz developers <kibitz@example.invalid>" CACHE STRING
    "Maintainer field of the Debian package (there is no public project address yet; a distributor sets theirs)")

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME kibitz)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "The Kibitz developers")
set(CPACK_PACKAGE_CONTACT "${KIBITZ_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "PGN database and analysis tool for chess")
set(CPACK_PACKAGE_DESCRIPTION
    "Kibitz opens and saves single games and PGN databases of millions of games,
steps through games and their variations, sets up positions and names openings
by position. Its game list stays smooth over a million games and reopens large
files instantly from a checksummed cache; games are searched by header,
position and material, the opening tree shows what was played in a position
and how it scored, duplicates are found, and a player dossier prepares for an
opponent (exported as HTML or PDF).

Games are annotated by its own engine or an external UCI or xboard engine
(Stockfish, Fairy-Max), with evaluation and clock graphs, arrows, a Polyglot
opening book and Gaviota endgame tablebases. The board is drawn in 2D or 3D
(software rendering is enough). It plays the lichess variants (Crazyhouse,
Atomic, Antichess, King of the Hill, Three-check, Horde, Racing Kings) and
variants defined by the user, runs engine tournaments (round robin, gauntlet,
knockout, Swiss) that can be paused and resumed, and speaks ten languages.

The package also contains kibitz-cli, a command-line tool that checks, lists,
exports, searches, annotates and classifies PGN files, checks games against an
opening repertoire, plays engine matches and tournaments, counts perft and
runs the Kibitz engine over UCI or xboard. Sample games are installed under
/usr/share/kibitz/samples.")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
set(CPACK_PRE_BUILD_SCRIPTS ${CMAKE_CURRENT_LIST_DIR}/debian/stage.cmake)
set(CPACK_KIBITZ_BINDIR ${CMAKE_INSTALL_BINDIR}) # what stage.cmake moves and strips, and with what
set(CPACK_KIBITZ_STRIP ${CMAKE_STRIP})
set(CPACK_KIBITZ_LINTIAN_OVERRIDES ${CMAKE_CURRENT_LIST_DIR}/debian/lintian-overrides)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # kibitz_0.1.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
# Engines, opening book and tablebases the engine features use (the variant work uses fairy-stockfish and
# fairymax); Qt's own translations and spoken moves' voice; the font with the chess figurines.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
    "stockfish, gnuchess-book, gaviotatb, fairy-stockfish, fairymax, qt6-translations-l10n, qt6-speech-flite-plugin, fonts-dejavu-core")
# Scid's ECO files (Settings › Openings), pgn-extract to compare with, a font for the Chinese interface.
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "scid-data, pgn-extract, fonts-droid-fallback")
if(KIBITZ_HOMEPAGE_URL)
    set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${KIBITZ_HOMEPAGE_URL}")
endif()
include(CPack)
