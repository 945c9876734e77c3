#pragma once
// The one way to write a row of the parameter table, used by the files that define the rows
// of one area each (law_, timeline_, scaling_, pim_parameters.cpp): a RowBuilder per panel
// group, one call per row.
#include <string>
#include <vector>

#include "model/core/parameter_table.h"

namespace scalescope::model {

struct RowBuilder {
  std::string group;       ///< panel group of every row it builds
  int numberDecimals = 3;  ///< significant digits of Number rows in the spin box

  ParameterSpec number(Param param, std::string label, std::string unit, double minimum,
                       double maximum, double value, SliderScale scale, std::string tooltip) const;
  /// A Number row that takes whole values only.
  ParameterSpec integer(Param param, std::string label, std::string unit, double minimum,
                        double maximum, double value, SliderScale scale, std::string tooltip) const;
  /// One of `choices`; `value` is the index of the default.
  ParameterSpec choice(Param param, std::string label, std::vector<std::string> choices,
                       double value, std::string tooltip) const;
  ParameterSpec toggle(Param param, std::string label, bool on, std::string tooltip) const;
};

}  // namespace scalescope::model
