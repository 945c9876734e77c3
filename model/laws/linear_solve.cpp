#include "model/laws/linear_solve.h"

#include <Eigen/QR>

namespace scalescope::model {

ScaledSolve solveScaled(const Eigen::MatrixXd& x, const Eigen::VectorXd& y) {
  Eigen::VectorXd norms = x.colwise().norm().transpose();
  for (double& v : norms)
    if (v == 0.0) v = 1.0;
  const Eigen::MatrixXd scaled = x * norms.cwiseInverse().asDiagonal();
  const auto qr = scaled.colPivHouseholderQr();
  return {qr.solve(y).cwiseQuotient(norms), qr.rank()};
}

}  // namespace scalescope::model
