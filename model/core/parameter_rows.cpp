#include "model/core/parameter_rows.h"

#include <utility>

namespace scalescope::model {

ParameterSpec RowBuilder::number(Param param, std::string label, std::string unit, double minimum,
                                 double maximum, double value, SliderScale scale,
                                 std::string tooltip) const {
  return {.param = param,
          .id = std::string(paramId(param)),
          .label = std::move(label),
          .unit = std::move(unit),
          .kind = ParameterKind::Number,
          .minimum = minimum,
          .maximum = maximum,
          .defaultValue = value,
          .scale = scale,
          .group = group,
          .tooltip = std::move(tooltip),
          .decimals = numberDecimals};
}

ParameterSpec RowBuilder::integer(Param param, std::string label, std::string unit, double minimum,
                                  double maximum, double value, SliderScale scale,
                                  std::string tooltip) const {
  auto spec = number(param, std::move(label), std::move(unit), minimum, maximum, value, scale,
                     std::move(tooltip));
  spec.kind = ParameterKind::Integer;
  spec.decimals = 0;
  return spec;
}

ParameterSpec RowBuilder::integerOr(std::string zeroLabel, Param param, std::string label,
                                    std::string unit, double minimum, double maximum, double value,
                                    SliderScale scale, std::string tooltip) const {
  auto spec = integer(param, std::move(label), std::move(unit), minimum, maximum, value, scale,
                      std::move(tooltip));
  spec.zeroLabel = std::move(zeroLabel);
  return spec;
}

ParameterSpec RowBuilder::choice(Param param, std::string label, std::vector<ChoiceItem> items,
                                 double value, std::string tooltip) const {
  const double last = static_cast<double>(items.size()) - 1;
  std::vector<std::string> choices, labels;
  for (auto& item : items) {
    choices.push_back(std::move(item.id));
    labels.push_back(std::move(item.label));
  }
  return {.param = param,
          .id = std::string(paramId(param)),
          .label = std::move(label),
          .kind = ParameterKind::Choice,
          .minimum = 0,
          .maximum = last,
          .defaultValue = value,
          .group = group,
          .tooltip = std::move(tooltip),
          .choices = std::move(choices),
          .choiceLabels = std::move(labels),
          .decimals = 0};
}

ParameterSpec RowBuilder::toggle(Param param, std::string label, bool on,
                                 std::string tooltip) const {
  return {.param = param,
          .id = std::string(paramId(param)),
          .label = std::move(label),
          .kind = ParameterKind::Toggle,
          .minimum = 0,
          .maximum = 1,
          .defaultValue = on ? 1.0 : 0.0,
          .group = group,
          .tooltip = std::move(tooltip),
          .decimals = 0};
}

}  // namespace scalescope::model
