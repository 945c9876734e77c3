#pragma once
// The one way to write a row of the parameter table, used by the files that define the rows
// of one area each (law_, timeline_, scaling_, pim_parameters.cpp): a RowBuilder per panel
// group, one call per row.
#include <string>
#include <vector>

#include "model/core/parameter_table.h"

namespace scalescope::model {

/// One choice of a Choice row: the id files and the command line use, the label people read.
struct ChoiceItem {
  std::string id;
  std::string label;
};

struct RowBuilder {
  std::string group;       ///< panel group of every row it builds
  int numberDecimals = 3;  ///< significant digits of Number rows in the spin box

  ParameterSpec number(Param param, std::string label, std::string unit, double minimum,
                       double maximum, double value, SliderScale scale, std::string tooltip) const;
  /// A Number row that takes whole values only.
  ParameterSpec integer(Param param, std::string label, std::string unit, double minimum,
                        double maximum, double value, SliderScale scale, std::string tooltip) const;
  /// One of `choices`; `value` is the index of the default.
  ParameterSpec choice(Param param, std::string label, std::vector<ChoiceItem> choices,
                       double value, std::string tooltip) const;
  /// An Integer row whose 0 means something else than zero, shown as `zeroLabel`.
  ParameterSpec integerOr(std::string zeroLabel, Param param, std::string label, std::string unit,
                          double minimum, double maximum, double value, SliderScale scale,
                          std::string tooltip) const;
  ParameterSpec toggle(Param param, std::string label, bool on, std::string tooltip) const;
};

}  // namespace scalescope::model
