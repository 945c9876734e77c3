#pragma once
// Least squares of a linear design whose columns differ by many orders of magnitude (1, 1/N,
// N(N−1) for N up to 10⁶): the columns are scaled to unit norm before a column-pivoted QR.
// The laws' linearised forms give the fits their starting values and tell whether the
// measured N can separate the parameters; the straight-line fits use it too.

#include <Eigen/Core>

namespace scalescope::model {

/// The coefficients of x·coef ≈ y and the rank of x (for identifiability).
struct ScaledSolve {
  Eigen::VectorXd coefficients;
  Eigen::Index rank = 0;
};
ScaledSolve solveScaled(const Eigen::MatrixXd& x, const Eigen::VectorXd& y);

}  // namespace scalescope::model
