# CPack pre-build script (CPACK_PRE_BUILD_SCRIPTS) for the Debian package, run on the staged tree before
# dpkg-shlibdeps and packing:
# - both programs move to /usr/games, as Debian Policy 11.11 asks of section "games" (lintian:
#   package-section-games-but-contains-no-game); `cmake --install` keeps GNUInstallDirs' bin/;
# - they lose the .comment and .note sections, as dh_strip does (CPack's strip keeps them);
# - lintian's overrides for the package go to /usr/share/lintian/overrides/kibitz.
if(NOT CPACK_GENERATOR STREQUAL "DEB")
    return()
endif()
set(_root "${CPACK_TEMPORARY_INSTALL_DIRECTORY}${CPACK_PACKAGING_INSTALL_PREFIX}")
file(GLOB _programs "${_root}/${CPACK_KIBITZ_BINDIR}/*")
if(NOT _programs)
    message(FATAL_ERROR "stage.cmake: no programs staged in ${_root}/${CPACK_KIBITZ_BINDIR}")
endif()
file(MAKE_DIRECTORY "${_root}/games")
foreach(_program IN LISTS _programs)
    get_filename_component(_name "${_program}" NAME)
    file(RENAME "${_program}" "${_root}/games/${_name}")
    execute_process(COMMAND "${CPACK_KIBITZ_STRIP}" --remove-section=.comment --remove-section=.note "${_root}/games/${_name}"
        RESULT_VARIABLE _status)
    if(NOT _status EQUAL 0)
        message(FATAL_ERROR "stage.cmake: ${CPACK_KIBITZ_STRIP} failed on ${_name}")
    endif()
endforeach()
file(REMOVE_RECURSE "${_root}/${CPACK_KIBITZ_BINDIR}") # empty now
file(MAKE_DIRECTORY "${_root}/share/lintian/overrides")
file(COPY_FILE "${CPACK_KIBITZ_LINTIAN_OVERRIDES}" "${_root}/share/lintian/overrides/kibitz")
