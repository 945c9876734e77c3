# ctest install_tree_runs: `cmake --install` into a fresh prefix puts every file where the
# desktop expects it, and the installed program finds its datasets relative to itself
# (SCALESCOPE_DATASETS unset): the exported systems.csv lists the shipped systems.
#   cmake -DBUILD=<build dir> -DPREFIX=<empty or scratch dir> -P check_install_tree.cmake
cmake_minimum_required(VERSION 3.25)
set(id org.scalescope.ScaleScope)
file(REMOVE_RECURSE ${PREFIX})
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD} --prefix ${PREFIX}
                RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cmake --install failed (${rc}): ${err}")
endif()

set(missing "")
foreach(f bin/scalescope bin/scalescope-probe share/scalescope/datasets/top500.csv
          share/scalescope/datasets/hpl_mxp.csv share/scalescope/datasets/sample_scaling.csv
          share/scalescope/datasets/mlperf_training.csv
          share/scalescope/presets/default.scalescope
          share/icons/hicolor/scalable/apps/${id}.svg share/icons/hicolor/16x16/apps/${id}.png
          share/icons/hicolor/256x256/apps/${id}.png share/applications/${id}.desktop
          share/metainfo/${id}.metainfo.xml share/mime/packages/${id}.xml
          share/man/man1/scalescope.1.gz share/doc/scalescope/copyright
          share/locale/de/LC_MESSAGES/scalescope-probe.mo
          share/locale/zh_CN/LC_MESSAGES/scalescope-probe.mo)
  if(NOT EXISTS ${PREFIX}/${f})
    string(APPEND missing " ${f}")
  endif()
endforeach()
if(missing)
  message(FATAL_ERROR "not installed under ${PREFIX}:${missing}")
endif()

set(out ${PREFIX}/export)
execute_process(COMMAND ${CMAKE_COMMAND} -E env --unset=SCALESCOPE_DATASETS
                        ${PREFIX}/bin/scalescope --export ${out} --formats csv
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "installed scalescope --export failed (${rc}): ${err}")
endif()
if(NOT EXISTS ${out}/pim.csv)
  message(FATAL_ERROR "installed scalescope --export --formats csv wrote no pim.csv")
endif()
# The installed probe finds its message catalogues beside itself (app/probe/probe_usage.h).
execute_process(COMMAND ${CMAKE_COMMAND} -E env LANG=C.UTF-8 LANGUAGE=de
                        ${PREFIX}/bin/scalescope-probe --help
                RESULT_VARIABLE rc OUTPUT_VARIABLE help)
if(NOT rc EQUAL 0 OR NOT help MATCHES "\nArbeitslasten:\n")
  message(FATAL_ERROR "installed scalescope-probe --help (LANGUAGE=de) is not German (${rc}):\n${help}")
endif()

if(NOT EXISTS ${out}/systems.csv)
  # A program whose batch export has no systems.csv yet: the layout checks above are all.
  message(STATUS "installed tree OK (this version exports no systems.csv to count)")
  return()
endif()
# List rows only: their last column, rpeak_basis, is empty. A row against another peak may have
# E > 1 and then no point (datasets/README.md, "Which peak?").
file(STRINGS ${PREFIX}/share/scalescope/datasets/top500.csv top500_rows REGEX "^[0-9][0-9][0-9][0-9]-.*,$")
file(STRINGS ${out}/systems.csv system_rows REGEX "^[^#]")
list(LENGTH top500_rows shipped)
list(LENGTH system_rows exported)
math(EXPR exported "${exported} - 1")  # header line
if(shipped LESS 5 OR exported LESS shipped)
  message(FATAL_ERROR "systems.csv from the installed program has ${exported} rows; "
                      "the installed top500.csv has ${shipped}")
endif()
message(STATUS "installed tree OK: systems.csv has ${exported} rows for ${shipped} TOP500 entries")

