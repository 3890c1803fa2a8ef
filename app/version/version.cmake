# Writes version.cpp (cmake -P, run on every build by the kibitz_version_file target). The revision is taken only
# when SOURCE_DIR is the top of its own git checkout: sources unpacked from a tarball inside some other repository
# must not report that repository's revision. configure_file rewrites the output only when its text changes, so
# an unchanged revision rebuilds nothing.
#   cmake -DSOURCE_DIR=… -DINPUT=version.cpp.in -DOUTPUT=…/version.cpp -DVERSION=0.1.0 [-DGIT=/usr/bin/git] -P version.cmake
set(KIBITZ_PROJECT_VERSION "${VERSION}")
set(KIBITZ_GIT_REVISION "")
if(GIT)
    execute_process(COMMAND "${GIT}" rev-parse --show-toplevel
        WORKING_DIRECTORY "${SOURCE_DIR}" RESULT_VARIABLE _status OUTPUT_VARIABLE _top
        OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
    if(_status EQUAL 0)
        file(REAL_PATH "${_top}" _top)
        file(REAL_PATH "${SOURCE_DIR}" _source)
        if(_top STREQUAL _source)
            execute_process(COMMAND "${GIT}" describe --always --dirty --abbrev=10
                WORKING_DIRECTORY "${SOURCE_DIR}" RESULT_VARIABLE _status OUTPUT_VARIABLE _revision
                OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
            # Only characters a C string literal takes as they are (tags are the user's to name).
            if(_status EQUAL 0 AND _revision MATCHES "^[A-Za-z0-9._+-]+$")
                set(KIBITZ_GIT_REVISION "${_revision}")
            endif()
        endif()
    endif()
endif()
configure_file("${INPUT}" "${OUTPUT}" @ONLY)
