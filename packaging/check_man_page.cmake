# ctest man_page_matches_help: every option `scalescope --help` prints is documented in
# scalescope.1 and the man page documents no option the program does not have; the
# version in the man page's title line is the program's.
#   cmake -DEXE=<scalescope> -DMAN=<scalescope.1> -DVERSION=<x.y.z> -P check_man_page.cmake
cmake_minimum_required(VERSION 3.25)
execute_process(COMMAND ${EXE} --help OUTPUT_VARIABLE help RESULT_VARIABLE rc)
if(NOT rc EQUAL 0 OR help STREQUAL "")
  message(FATAL_ERROR "${EXE} --help failed (exit ${rc})")
endif()
execute_process(COMMAND ${EXE} --version OUTPUT_VARIABLE version_line)

file(READ ${MAN} man)
string(REGEX REPLACE "(^|\n)\\.\\\\\"[^\n]*" "\\1" man "${man}")  # drop .\" comment lines
string(REPLACE "\\-" "-" man "${man}")  # roff writes a hyphen as \-

string(REGEX MATCHALL "--[a-z][a-z-]*" help_options "${help}")
string(REGEX MATCHALL "--[a-z][a-z-]*" man_options "${man}")
list(REMOVE_DUPLICATES help_options)
list(REMOVE_DUPLICATES man_options)
list(LENGTH help_options count)
if(count LESS 10)
  message(FATAL_ERROR "only ${count} options found in --help: ${help_options}")
endif()

set(problems "")
foreach(option IN LISTS help_options)
  if(NOT option IN_LIST man_options)
    string(APPEND problems "\n  ${option} is in --help but not in ${MAN}")
  endif()
endforeach()
foreach(option IN LISTS man_options)
  if(NOT option IN_LIST help_options)
    string(APPEND problems "\n  ${option} is in ${MAN} but not in --help")
  endif()
endforeach()
if(NOT man MATCHES "\n\\.TH SCALESCOPE 1 \"[0-9-]+\" \"ScaleScope ${VERSION}\"")
  string(APPEND problems "\n  the .TH line does not name ScaleScope ${VERSION}")
endif()
if(NOT version_line MATCHES "^scalescope ${VERSION}\n")
  string(APPEND problems "\n  --version printed '${version_line}', expected scalescope ${VERSION}")
endif()
if(problems)
  message(FATAL_ERROR "man page out of step with the program:${problems}")
endif()
message(STATUS "man page documents all ${count} options of --help: ${help_options}")
