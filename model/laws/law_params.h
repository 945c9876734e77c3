#pragma once
// The rows of the scaling laws (ParamArea::Laws) as one typed value: N, the serial fraction
// and the two USL coefficients that the law curves, the surface marker and the residuals use.

namespace scalescope::model {

class Scenario;

struct LawParams {
  double n = 1;               ///< processing units N
  double serialFraction = 0;  ///< 1−α
  double uslSigma = 0;        ///< USL contention σ
  double uslKappa = 0;        ///< USL coherency κ
  double sunNiExponent = 1;   ///< b of Sun–Ni's work growth G(N) = N^b
  bool operator==(const LawParams&) const = default;
};

LawParams lawParams(const Scenario& scenario);

}  // namespace scalescope::model
