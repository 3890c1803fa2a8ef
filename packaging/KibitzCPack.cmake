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
    "Kibitz opens and saves single games and multi-game PGN databases, steps
through games and their variations, sets up positions, names openings by
position and analyses with its own engine or an external UCI engine such as
Stockfish. Its game selection table stays smooth over a million games and
reopens large databases instantly from a cache.

The package also contains kibitz-cli, a command-line tool that checks, lists,
exports and classifies PGN files, counts perft and runs the Kibitz engine over
UCI or xboard.")
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
