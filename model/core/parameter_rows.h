#pragma once
// Builders for rows of the parameter table, shared by the files that define the rows of one
// group each (law_, timeline_, scaling_, pim_parameters.cpp).
#include <string>
#include <vector>

#include "model/core/parameter_table.h"

namespace scalescope::model {

struct RowBuilder {
  std::string group;
  int numberDecimals = 3;  ///< significant digits of Number rows in the spin box

  ParameterSpec number(std::string id, std::string label, std::string unit, double minimum,
                       double maximum, double value, SliderScale scale, std::string tooltip) const;
  /// A Number row that takes whole values only.
  ParameterSpec integer(std::string id, std::string label, std::string unit, double minimum,
                        double maximum, double value, SliderScale scale, std::string tooltip) const;
  /// One of `choices`; `value` is the index of the default.
  ParameterSpec choice(std::string id, std::string label, std::vector<std::string> choices,
                       double value, std::string tooltip) const;
  ParameterSpec toggle(std::string id, std::string label, bool on, std::string tooltip) const;
};

}  // namespace scalescope::model
