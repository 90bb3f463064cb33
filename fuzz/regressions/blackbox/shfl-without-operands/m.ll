define dso_local ptx_kernel void @tile2d(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %12 = mul nuw nsw i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %14 = add nuw nsw i32 %12, %13
  %15 = mul i32 %3, %14
  %16 = add i32 %9, %15
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds nuw i32, ptr %0, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !4
  %20 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %19, i32 range(i32 -2147483648, 32) 1, i32 31)
  %21 = add i32 %20, %19
  %22 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %21, i32 range(i32 -2147483648, 32) 2, i32 31)
  %23 = add i32 %22, %21
  %24 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %23, i32 range(i32 -2147483648, 32) 4, i32 31)
  %25 = add i32 %24, %23
  %26 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %25, i32 range(i32 -2147483648, 32) 8, i32 31)
  %27 = add i32 %26, %25
  %28 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %27, i32 range(i32 -2147483648, 32) 16, i32 31)
  %29 = add i32 %28, %27
  %30 = mul nuw nsw i32 %13, %6
  %31 = add nuw nsw i32 %30, %8
  %32 = getelementptr inbounds nuw i32, ptr %1, i64 %17
  %33 = shl nuw nsw i32 %31, 3
  %34 = and i32 %33, 33554176
  %35 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.shfl.sync.bfly.i32()
  %36 = or disjoint i32 %34, %35
  %37 = getelementptr inbounds nuw i32, ptr %2, i64 %17
  ret void
}
