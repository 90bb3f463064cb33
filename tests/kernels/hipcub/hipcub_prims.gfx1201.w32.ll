; ModuleID = 'hipcub_prims.hip'
source_filename = "hipcub_prims.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%"struct.rocprim::detail::raw_storage" = type { [16 x i8] }
%"struct.rocprim::detail::raw_storage.32" = type { [512 x i8] }
%"struct.rocprim::detail::raw_storage.35" = type { [512 x i8] }
%"struct.rocprim::detail::raw_storage.39" = type { [528 x i8] }
%"struct.rocprim::detail::raw_storage.40" = type { [16 x i8] }

$_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE0EEvPKiPiE2st = comdat any

$_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE1EEvPKiPiE2st = comdat any

$_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE2EEvPKiPiE2st = comdat any

$_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE1EEvPKiPiE2st = comdat any

$_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE0EEvPKiPiE2st = comdat any

@_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE0EEvPKiPiE2st = linkonce_odr hidden local_unnamed_addr addrspace(3) global %"struct.rocprim::detail::raw_storage" undef, comdat, align 8
@_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE1EEvPKiPiE2st = linkonce_odr hidden local_unnamed_addr addrspace(3) global %"struct.rocprim::detail::raw_storage.32" undef, comdat, align 8
@_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE2EEvPKiPiE2st = linkonce_odr hidden local_unnamed_addr addrspace(3) global %"struct.rocprim::detail::raw_storage.35" undef, comdat, align 8
@_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE1EEvPKiPiE2st = linkonce_odr hidden local_unnamed_addr addrspace(3) global %"struct.rocprim::detail::raw_storage.39" undef, comdat, align 8
@_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE0EEvPKiPiE2st = linkonce_odr hidden local_unnamed_addr addrspace(3) global %"struct.rocprim::detail::raw_storage.40" undef, comdat, align 8
@__hip_cuid_5b2872999d0338b2 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_5b2872999d0338b2 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @cub_warp_sum(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = shl i32 %4, 7
  %6 = add i32 %5, %3
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !5
  %10 = ashr i32 %9, 12
  %11 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 range(i32 -524288, 524288) %10, i32 177, i32 15, i32 15, i1 false)
  %12 = add nsw i32 %11, %10
  %13 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %12, i32 78, i32 15, i32 15, i1 false)
  %14 = add nsw i32 %12, %13
  %15 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %14, i32 276, i32 15, i32 15, i1 false)
  %16 = add nsw i32 %14, %15
  %17 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %16, i32 280, i32 15, i32 15, i1 false)
  %18 = add nsw i32 %16, %17
  %19 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %18, i32 480)
  %20 = add nsw i32 %18, %19
  %21 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %22 = shl i32 %21, 2
  %23 = or i32 %22, 124
  %24 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %23, i32 %20)
  %25 = and i32 %3, 31
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %29

27:                                               ; preds = %2
  %28 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %7
  store i32 %24, ptr addrspace(1) %28, align 4, !tbaa !5
  br label %29

29:                                               ; preds = %2, %27
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @cub_warp_sum_16(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = shl i32 %4, 7
  %6 = add i32 %5, %3
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !5
  %10 = ashr i32 %9, 12
  %11 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 range(i32 -524288, 524288) %10, i32 177, i32 15, i32 15, i1 false)
  %12 = add nsw i32 %11, %10
  %13 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %12, i32 78, i32 15, i32 15, i1 false)
  %14 = add nsw i32 %12, %13
  %15 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %14, i32 276, i32 15, i32 15, i1 false)
  %16 = add nsw i32 %14, %15
  %17 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %16, i32 280, i32 15, i32 15, i1 false)
  %18 = add nsw i32 %16, %17
  %19 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %20 = shl i32 %19, 2
  %21 = or i32 %20, 60
  %22 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %21, i32 %18)
  %23 = and i32 %3, 15
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %27

25:                                               ; preds = %2
  %26 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %7
  store i32 %22, ptr addrspace(1) %26, align 4, !tbaa !5
  br label %27

27:                                               ; preds = %2, %25
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @cub_warp_max_valid(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = shl i32 %4, 7
  %6 = add i32 %5, %3
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !5
  %10 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %11 = and i32 %10, 31
  %12 = icmp ne i32 %11, 31
  %13 = zext i1 %12 to i32
  %14 = add i32 %10, %13
  %15 = shl i32 %14, 2
  %16 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %15, i32 %9)
  %17 = add i32 %10, 1
  %18 = icmp ult i32 %17, 7
  %19 = tail call i32 @llvm.smax.i32(i32 %9, i32 %16)
  %20 = select i1 %18, i32 %19, i32 %9
  %21 = icmp samesign ult i32 %11, 30
  %22 = select i1 %21, i32 2, i32 0
  %23 = add i32 %22, %10
  %24 = shl i32 %23, 2
  %25 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %24, i32 %20)
  %26 = add i32 %10, 2
  %27 = icmp ult i32 %26, 7
  %28 = tail call i32 @llvm.smax.i32(i32 %20, i32 %25)
  %29 = select i1 %27, i32 %28, i32 %20
  %30 = icmp samesign ult i32 %11, 28
  %31 = select i1 %30, i32 4, i32 0
  %32 = add i32 %31, %10
  %33 = shl i32 %32, 2
  %34 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %33, i32 %29)
  %35 = add i32 %10, 4
  %36 = icmp ult i32 %35, 7
  %37 = tail call i32 @llvm.smax.i32(i32 %29, i32 %34)
  %38 = select i1 %36, i32 %37, i32 %29
  %39 = icmp samesign ult i32 %11, 24
  %40 = select i1 %39, i32 8, i32 0
  %41 = add i32 %40, %10
  %42 = shl i32 %41, 2
  %43 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %42, i32 %38)
  %44 = add i32 %10, 8
  %45 = icmp ult i32 %44, 7
  %46 = tail call i32 @llvm.smax.i32(i32 %38, i32 %43)
  %47 = select i1 %45, i32 %46, i32 %38
  %48 = shl i32 %10, 2
  %49 = or i32 %48, 64
  %50 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %49, i32 %47)
  %51 = and i32 %3, 31
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %53, label %59

53:                                               ; preds = %2
  %54 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %7
  %55 = add i32 %10, 16
  %56 = icmp ult i32 %55, 7
  %57 = tail call i32 @llvm.smax.i32(i32 %47, i32 %50)
  %58 = select i1 %56, i32 %57, i32 %47
  store i32 %58, ptr addrspace(1) %54, align 4, !tbaa !5
  br label %59

59:                                               ; preds = %53, %2
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @cub_warp_scan(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = shl i32 %4, 7
  %6 = add i32 %5, %3
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !5
  %10 = ashr i32 %9, 12
  %11 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %12 = and i32 %11, 15
  %13 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 range(i32 -524288, 524288) %10, i32 273, i32 15, i32 15, i1 false)
  %14 = icmp eq i32 %12, 0
  %15 = select i1 %14, i32 0, i32 %13
  %16 = add nsw i32 %15, %10
  %17 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %16, i32 274, i32 15, i32 15, i1 false)
  %18 = icmp samesign ugt i32 %12, 1
  %19 = select i1 %18, i32 %17, i32 0
  %20 = add nsw i32 %16, %19
  %21 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %20, i32 276, i32 15, i32 15, i1 false)
  %22 = icmp samesign ugt i32 %12, 3
  %23 = select i1 %22, i32 %21, i32 0
  %24 = add nsw i32 %20, %23
  %25 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %24, i32 280, i32 15, i32 15, i1 false)
  %26 = icmp samesign ugt i32 %12, 7
  %27 = select i1 %26, i32 %25, i32 0
  %28 = add nsw i32 %24, %27
  %29 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %28, i32 480)
  %30 = and i32 %11, 16
  %31 = icmp eq i32 %30, 0
  %32 = select i1 %31, i32 0, i32 %29
  %33 = add nsw i32 %28, %32
  %34 = add i32 %11, -1
  %35 = and i32 %11, -32
  %36 = icmp slt i32 %34, %35
  %37 = select i1 %36, i32 %11, i32 %34
  %38 = shl i32 %37, 2
  %39 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %38, i32 %33)
  %40 = icmp eq i32 %11, 0
  %41 = select i1 %40, i32 0, i32 %39
  %42 = shl i32 %6, 1
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %43
  store i32 %33, ptr addrspace(1) %44, align 4, !tbaa !5
  %45 = or disjoint i32 %42, 1
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %46
  store i32 %41, ptr addrspace(1) %47, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @cub_warp_scan_8(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = shl i32 %4, 7
  %6 = add i32 %5, %3
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !5
  %10 = ashr i32 %9, 12
  %11 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %12 = and i32 %11, 7
  %13 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 range(i32 -524288, 524288) %10, i32 273, i32 15, i32 15, i1 false)
  %14 = icmp eq i32 %12, 0
  %15 = select i1 %14, i32 0, i32 %13
  %16 = add nsw i32 %15, %10
  %17 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %16, i32 274, i32 15, i32 15, i1 false)
  %18 = icmp samesign ugt i32 %12, 1
  %19 = select i1 %18, i32 %17, i32 0
  %20 = add nsw i32 %16, %19
  %21 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %20, i32 276, i32 15, i32 15, i1 false)
  %22 = icmp samesign ugt i32 %12, 3
  %23 = select i1 %22, i32 %21, i32 0
  %24 = add nsw i32 %20, %23
  %25 = add i32 %11, -1
  %26 = and i32 %11, -8
  %27 = icmp slt i32 %25, %26
  %28 = select i1 %27, i32 %11, i32 %25
  %29 = shl i32 %28, 2
  %30 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %29, i32 %24)
  %31 = select i1 %14, i32 0, i32 %30
  %32 = shl i32 %6, 1
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %33
  store i32 %24, ptr addrspace(1) %34, align 4, !tbaa !5
  %35 = or disjoint i32 %32, 1
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %36
  store i32 %31, ptr addrspace(1) %37, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @cub_block_reduce_warp(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #1 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = shl i32 %3, 7
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %6 = add i32 %4, %5
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !5
  %10 = ashr i32 %9, 12
  %11 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %12 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 range(i32 -524288, 524288) %10, i32 177, i32 15, i32 15, i1 false)
  %13 = add nsw i32 %12, %10
  %14 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %13, i32 78, i32 15, i32 15, i1 false)
  %15 = add nsw i32 %13, %14
  %16 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %15, i32 276, i32 15, i32 15, i1 false)
  %17 = add nsw i32 %15, %16
  %18 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %17, i32 280, i32 15, i32 15, i1 false)
  %19 = add nsw i32 %17, %18
  %20 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %19, i32 480)
  %21 = add nsw i32 %19, %20
  %22 = shl i32 %11, 2
  %23 = or i32 %22, 124
  %24 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %23, i32 %21)
  %25 = icmp eq i32 %11, 0
  br i1 %25, label %26, label %29

26:                                               ; preds = %2
  %27 = lshr i32 %5, 5
  %28 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE0EEvPKiPiE2st, i32 %27
  store i32 %24, ptr addrspace(3) %28, align 4, !tbaa !5
  br label %29

29:                                               ; preds = %26, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %30 = icmp samesign ult i32 %5, 4
  br i1 %30, label %31, label %40

31:                                               ; preds = %29
  %32 = getelementptr inbounds i32, ptr addrspace(3) @_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE0EEvPKiPiE2st, i32 %11
  %33 = load i32, ptr addrspace(3) %32, align 4, !tbaa !5
  %34 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %33, i32 177, i32 15, i32 15, i1 false)
  %35 = add nsw i32 %34, %33
  %36 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %35, i32 78, i32 15, i32 15, i1 false)
  %37 = add nsw i32 %35, %36
  %38 = or i32 %22, 12
  %39 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %38, i32 %37)
  br label %40

40:                                               ; preds = %31, %29
  %41 = phi i32 [ %39, %31 ], [ %24, %29 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %42 = and i32 %5, 992
  %43 = icmp samesign ult i32 %5, 96
  %44 = sub nsw i32 77, %42
  %45 = select i1 %43, i32 %44, i32 0
  %46 = and i32 %11, 31
  %47 = icmp ne i32 %46, 31
  %48 = zext i1 %47 to i32
  %49 = add i32 %11, %48
  %50 = shl i32 %49, 2
  %51 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %50, i32 range(i32 -524288, 524288) %10)
  %52 = add i32 %11, 1
  %53 = icmp ult i32 %52, %45
  %54 = select i1 %53, i32 %51, i32 0
  %55 = add nsw i32 %54, %10
  %56 = icmp samesign ult i32 %46, 30
  %57 = select i1 %56, i32 2, i32 0
  %58 = add i32 %57, %11
  %59 = shl i32 %58, 2
  %60 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %59, i32 %55)
  %61 = add i32 %11, 2
  %62 = icmp ult i32 %61, %45
  %63 = select i1 %62, i32 %60, i32 0
  %64 = add nsw i32 %55, %63
  %65 = icmp samesign ult i32 %46, 28
  %66 = select i1 %65, i32 4, i32 0
  %67 = add i32 %66, %11
  %68 = shl i32 %67, 2
  %69 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %68, i32 %64)
  %70 = add i32 %11, 4
  %71 = icmp ult i32 %70, %45
  %72 = select i1 %71, i32 %69, i32 0
  %73 = add nsw i32 %64, %72
  %74 = icmp samesign ult i32 %46, 24
  %75 = select i1 %74, i32 8, i32 0
  %76 = add i32 %75, %11
  %77 = shl i32 %76, 2
  %78 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %77, i32 %73)
  %79 = add i32 %11, 8
  %80 = icmp ult i32 %79, %45
  %81 = select i1 %80, i32 %78, i32 0
  %82 = add nsw i32 %73, %81
  %83 = or i32 %22, 64
  %84 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %83, i32 %82)
  %85 = add i32 %11, 16
  %86 = icmp ult i32 %85, %45
  %87 = select i1 %86, i32 %84, i32 0
  %88 = add nsw i32 %82, %87
  br i1 %25, label %89, label %92

89:                                               ; preds = %40
  %90 = lshr i32 %5, 5
  %91 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE0EEvPKiPiE2st, i32 %90
  store i32 %88, ptr addrspace(3) %91, align 4, !tbaa !5
  br label %92

92:                                               ; preds = %89, %40
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %30, label %93, label %110

93:                                               ; preds = %92
  %94 = getelementptr inbounds i32, ptr addrspace(3) @_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE0EEvPKiPiE2st, i32 %11
  %95 = load i32, ptr addrspace(3) %94, align 4, !tbaa !5
  %96 = and i32 %11, 3
  %97 = icmp ne i32 %96, 3
  %98 = zext i1 %97 to i32
  %99 = add i32 %11, %98
  %100 = shl i32 %99, 2
  %101 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %100, i32 %95)
  %102 = icmp samesign ult i32 %96, 2
  %103 = select i1 %102, i32 %101, i32 0
  %104 = add nsw i32 %103, %95
  %105 = or i32 %22, 8
  %106 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %105, i32 %104)
  %107 = icmp eq i32 %96, 0
  %108 = select i1 %107, i32 %106, i32 0
  %109 = add nsw i32 %104, %108
  br label %110

110:                                              ; preds = %93, %92
  %111 = phi i32 [ %109, %93 ], [ %88, %92 ]
  %112 = icmp eq i32 %5, 0
  br i1 %112, label %113, label %120

113:                                              ; preds = %110
  %114 = shl i32 %3, 1
  %115 = zext i32 %114 to i64
  %116 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %115
  %117 = or disjoint i32 %114, 1
  %118 = zext i32 %117 to i64
  %119 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %118
  store i32 %41, ptr addrspace(1) %116, align 4, !tbaa !5
  store i32 %111, ptr addrspace(1) %119, align 4, !tbaa !5
  br label %120

120:                                              ; preds = %110, %113
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @cub_block_reduce_raking(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #1 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = shl i32 %3, 7
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %6 = add i32 %4, %5
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !5
  %10 = ashr i32 %9, 12
  %11 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE1EEvPKiPiE2st, i32 %5
  store i32 %10, ptr addrspace(3) %11, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %12 = icmp samesign ult i32 %5, 32
  br i1 %12, label %13, label %40

13:                                               ; preds = %2
  %14 = shl nuw nsw i32 %5, 4
  %15 = getelementptr inbounds nuw i8, ptr addrspace(3) @_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE1EEvPKiPiE2st, i32 %14
  %16 = load <2 x i32>, ptr addrspace(3) %15, align 8, !tbaa !5
  %17 = extractelement <2 x i32> %16, i64 0
  %18 = extractelement <2 x i32> %16, i64 1
  %19 = add nsw i32 %18, %17
  %20 = getelementptr inbounds nuw i8, ptr addrspace(3) %15, i32 8
  %21 = load i32, ptr addrspace(3) %20, align 8, !tbaa !5
  %22 = add nsw i32 %19, %21
  %23 = getelementptr inbounds nuw i8, ptr addrspace(3) %15, i32 12
  %24 = load i32, ptr addrspace(3) %23, align 4, !tbaa !5
  %25 = add nsw i32 %22, %24
  %26 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %25, i32 177, i32 15, i32 15, i1 false)
  %27 = add nsw i32 %26, %25
  %28 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %27, i32 78, i32 15, i32 15, i1 false)
  %29 = add nsw i32 %27, %28
  %30 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %29, i32 276, i32 15, i32 15, i1 false)
  %31 = add nsw i32 %29, %30
  %32 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %31, i32 280, i32 15, i32 15, i1 false)
  %33 = add nsw i32 %31, %32
  %34 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %33, i32 480)
  %35 = add nsw i32 %33, %34
  %36 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %37 = shl i32 %36, 2
  %38 = or i32 %37, 124
  %39 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %38, i32 %35)
  br label %40

40:                                               ; preds = %13, %2
  %41 = phi i32 [ %39, %13 ], [ %10, %2 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %42 = icmp samesign ult i32 %5, 77
  br i1 %42, label %43, label %44

43:                                               ; preds = %40
  store i32 %10, ptr addrspace(3) %11, align 4, !tbaa !5
  br label %44

44:                                               ; preds = %43, %40
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %45 = icmp samesign ult i32 %5, 20
  br i1 %45, label %46, label %119

46:                                               ; preds = %44
  %47 = shl nuw nsw i32 %5, 2
  %48 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE1EEvPKiPiE2st, i32 %47
  %49 = load i32, ptr addrspace(3) %48, align 8, !tbaa !5
  %50 = or disjoint i32 %47, 1
  %51 = icmp samesign ult i32 %50, 77
  br i1 %51, label %52, label %56

52:                                               ; preds = %46
  %53 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE1EEvPKiPiE2st, i32 %50
  %54 = load i32, ptr addrspace(3) %53, align 4, !tbaa !5
  %55 = add nsw i32 %54, %49
  br label %56

56:                                               ; preds = %52, %46
  %57 = phi i32 [ %55, %52 ], [ %49, %46 ]
  %58 = or disjoint i32 %47, 2
  %59 = icmp samesign ult i32 %58, 77
  br i1 %59, label %60, label %64

60:                                               ; preds = %56
  %61 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE1EEvPKiPiE2st, i32 %58
  %62 = load i32, ptr addrspace(3) %61, align 8, !tbaa !5
  %63 = add nsw i32 %62, %57
  br label %64

64:                                               ; preds = %60, %56
  %65 = phi i32 [ %63, %60 ], [ %57, %56 ]
  %66 = or disjoint i32 %47, 3
  %67 = icmp samesign ult i32 %66, 77
  br i1 %67, label %68, label %72

68:                                               ; preds = %64
  %69 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE1EEvPKiPiE2st, i32 %66
  %70 = load i32, ptr addrspace(3) %69, align 4, !tbaa !5
  %71 = add nsw i32 %70, %65
  br label %72

72:                                               ; preds = %68, %64
  %73 = phi i32 [ %71, %68 ], [ %65, %64 ]
  %74 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %75 = and i32 %74, 31
  %76 = icmp ne i32 %75, 31
  %77 = zext i1 %76 to i32
  %78 = add i32 %74, %77
  %79 = shl i32 %78, 2
  %80 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %79, i32 %73)
  %81 = add i32 %74, 1
  %82 = icmp ult i32 %81, 20
  %83 = select i1 %82, i32 %80, i32 0
  %84 = add nsw i32 %83, %73
  %85 = icmp samesign ult i32 %75, 30
  %86 = select i1 %85, i32 2, i32 0
  %87 = add i32 %86, %74
  %88 = shl i32 %87, 2
  %89 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %88, i32 %84)
  %90 = add i32 %74, 2
  %91 = icmp ult i32 %90, 20
  %92 = select i1 %91, i32 %89, i32 0
  %93 = add nsw i32 %84, %92
  %94 = icmp samesign ult i32 %75, 28
  %95 = select i1 %94, i32 4, i32 0
  %96 = add i32 %95, %74
  %97 = shl i32 %96, 2
  %98 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %97, i32 %93)
  %99 = add i32 %74, 4
  %100 = icmp ult i32 %99, 20
  %101 = select i1 %100, i32 %98, i32 0
  %102 = add nsw i32 %93, %101
  %103 = icmp samesign ult i32 %75, 24
  %104 = select i1 %103, i32 8, i32 0
  %105 = add i32 %104, %74
  %106 = shl i32 %105, 2
  %107 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %106, i32 %102)
  %108 = add i32 %74, 8
  %109 = icmp ult i32 %108, 20
  %110 = select i1 %109, i32 %107, i32 0
  %111 = add nsw i32 %102, %110
  %112 = shl i32 %74, 2
  %113 = or i32 %112, 64
  %114 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %113, i32 %111)
  %115 = add i32 %74, 16
  %116 = icmp ult i32 %115, 20
  %117 = select i1 %116, i32 %114, i32 0
  %118 = add nsw i32 %111, %117
  br label %119

119:                                              ; preds = %72, %44
  %120 = phi i32 [ %118, %72 ], [ %10, %44 ]
  %121 = icmp eq i32 %5, 0
  br i1 %121, label %122, label %129

122:                                              ; preds = %119
  %123 = shl i32 %3, 1
  %124 = zext i32 %123 to i64
  %125 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %124
  %126 = or disjoint i32 %123, 1
  %127 = zext i32 %126 to i64
  %128 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %127
  store i32 %41, ptr addrspace(1) %125, align 4, !tbaa !5
  store i32 %120, ptr addrspace(1) %128, align 4, !tbaa !5
  br label %129

129:                                              ; preds = %119, %122
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @cub_block_reduce_raking_commutative(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #2 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = shl i32 %3, 7
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %6 = add i32 %4, %5
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !5
  %10 = ashr i32 %9, 12
  %11 = icmp samesign ugt i32 %5, 31
  br i1 %11, label %12, label %14

12:                                               ; preds = %2
  %13 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE2EEvPKiPiE2st, i32 %5
  store i32 %10, ptr addrspace(3) %13, align 4, !tbaa !5
  br label %14

14:                                               ; preds = %12, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %15 = icmp samesign ult i32 %5, 32
  br i1 %15, label %16, label %41

16:                                               ; preds = %14
  %17 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE2EEvPKiPiE2st, i32 %5
  %18 = getelementptr inbounds nuw i8, ptr addrspace(3) %17, i32 128
  %19 = load i32, ptr addrspace(3) %18, align 4, !tbaa !5
  %20 = add nsw i32 %19, %10
  %21 = getelementptr inbounds nuw i8, ptr addrspace(3) %17, i32 256
  %22 = load i32, ptr addrspace(3) %21, align 4, !tbaa !5
  %23 = add nsw i32 %20, %22
  %24 = getelementptr inbounds nuw i8, ptr addrspace(3) %17, i32 384
  %25 = load i32, ptr addrspace(3) %24, align 4, !tbaa !5
  %26 = add nsw i32 %23, %25
  %27 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %26, i32 177, i32 15, i32 15, i1 false)
  %28 = add nsw i32 %27, %26
  %29 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %28, i32 78, i32 15, i32 15, i1 false)
  %30 = add nsw i32 %28, %29
  %31 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %30, i32 276, i32 15, i32 15, i1 false)
  %32 = add nsw i32 %30, %31
  %33 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %32, i32 280, i32 15, i32 15, i1 false)
  %34 = add nsw i32 %32, %33
  %35 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %34, i32 480)
  %36 = add nsw i32 %34, %35
  %37 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %38 = shl i32 %37, 2
  %39 = or i32 %38, 124
  %40 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %39, i32 %36)
  br label %41

41:                                               ; preds = %16, %14
  %42 = phi i32 [ %40, %16 ], [ %10, %14 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %43 = add nsw i32 %5, -32
  %44 = icmp ult i32 %43, 45
  br i1 %44, label %45, label %47

45:                                               ; preds = %41
  %46 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE2EEvPKiPiE2st, i32 %5
  store i32 %10, ptr addrspace(3) %46, align 4, !tbaa !5
  br label %47

47:                                               ; preds = %45, %41
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %15, label %48, label %104

48:                                               ; preds = %47
  %49 = or disjoint i32 %5, 32
  br label %96

50:                                               ; preds = %96
  %51 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %52 = and i32 %51, 31
  %53 = icmp ne i32 %52, 31
  %54 = zext i1 %53 to i32
  %55 = add i32 %51, %54
  %56 = shl i32 %55, 2
  %57 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %56, i32 %101)
  %58 = add i32 %51, 1
  %59 = icmp ult i32 %58, 77
  %60 = select i1 %59, i32 %57, i32 0
  %61 = add nsw i32 %60, %101
  %62 = icmp samesign ult i32 %52, 30
  %63 = select i1 %62, i32 2, i32 0
  %64 = add i32 %63, %51
  %65 = shl i32 %64, 2
  %66 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %65, i32 %61)
  %67 = add i32 %51, 2
  %68 = icmp ult i32 %67, 77
  %69 = select i1 %68, i32 %66, i32 0
  %70 = add nsw i32 %61, %69
  %71 = icmp samesign ult i32 %52, 28
  %72 = select i1 %71, i32 4, i32 0
  %73 = add i32 %72, %51
  %74 = shl i32 %73, 2
  %75 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %74, i32 %70)
  %76 = add i32 %51, 4
  %77 = icmp ult i32 %76, 77
  %78 = select i1 %77, i32 %75, i32 0
  %79 = add nsw i32 %70, %78
  %80 = icmp samesign ult i32 %52, 24
  %81 = select i1 %80, i32 8, i32 0
  %82 = add i32 %81, %51
  %83 = shl i32 %82, 2
  %84 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %83, i32 %79)
  %85 = add i32 %51, 8
  %86 = icmp ult i32 %85, 77
  %87 = select i1 %86, i32 %84, i32 0
  %88 = add nsw i32 %79, %87
  %89 = shl i32 %51, 2
  %90 = or i32 %89, 64
  %91 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %90, i32 %88)
  %92 = add i32 %51, 16
  %93 = icmp ult i32 %92, 77
  %94 = select i1 %93, i32 %91, i32 0
  %95 = add nsw i32 %88, %94
  br label %104

96:                                               ; preds = %96, %48
  %97 = phi i32 [ %102, %96 ], [ %49, %48 ]
  %98 = phi i32 [ %101, %96 ], [ %10, %48 ]
  %99 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ9block_sumILN6hipcub20BlockReduceAlgorithmE2EEvPKiPiE2st, i32 %97
  %100 = load i32, ptr addrspace(3) %99, align 4, !tbaa !5
  %101 = add nsw i32 %100, %98
  %102 = add nuw nsw i32 %97, 32
  %103 = icmp samesign ult i32 %97, 45
  br i1 %103, label %96, label %50, !llvm.loop !14

104:                                              ; preds = %50, %47
  %105 = phi i32 [ %95, %50 ], [ %10, %47 ]
  %106 = icmp eq i32 %5, 0
  br i1 %106, label %107, label %114

107:                                              ; preds = %104
  %108 = shl i32 %3, 1
  %109 = zext i32 %108 to i64
  %110 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %109
  %111 = or disjoint i32 %108, 1
  %112 = zext i32 %111 to i64
  %113 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %112
  store i32 %42, ptr addrspace(1) %110, align 4, !tbaa !5
  store i32 %105, ptr addrspace(1) %113, align 4, !tbaa !5
  br label %114

114:                                              ; preds = %104, %107
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @cub_block_scan_raking(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #3 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %5 = shl i32 %3, 8
  %6 = shl nuw nsw i32 %4, 1
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !5
  %11 = ashr i32 %10, 12
  %12 = or disjoint i32 %7, 1
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !5
  %16 = ashr i32 %15, 12
  %17 = add nsw i32 %16, %11
  %18 = lshr i32 %4, 5
  %19 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE1EEvPKiPiE2st, i32 %18
  %20 = getelementptr inbounds nuw i32, ptr addrspace(3) %19, i32 %4
  store i32 %17, ptr addrspace(3) %20, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %21 = icmp samesign ult i32 %4, 32
  br i1 %21, label %22, label %72

22:                                               ; preds = %2
  %23 = lshr i32 %4, 3
  %24 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE1EEvPKiPiE2st, i32 %23
  %25 = shl nuw nsw i32 %4, 4
  %26 = getelementptr inbounds nuw i8, ptr addrspace(3) %24, i32 %25
  %27 = load i32, ptr addrspace(3) %26, align 4, !tbaa !5
  %28 = getelementptr inbounds nuw i8, ptr addrspace(3) %26, i32 4
  %29 = load i32, ptr addrspace(3) %28, align 4, !tbaa !5
  %30 = add nsw i32 %29, %27
  %31 = getelementptr inbounds nuw i8, ptr addrspace(3) %26, i32 8
  %32 = load i32, ptr addrspace(3) %31, align 4, !tbaa !5
  %33 = add nsw i32 %30, %32
  %34 = getelementptr inbounds nuw i8, ptr addrspace(3) %26, i32 12
  %35 = load i32, ptr addrspace(3) %34, align 4, !tbaa !5
  %36 = add nsw i32 %33, %35
  %37 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %38 = and i32 %37, 15
  %39 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %36, i32 273, i32 15, i32 15, i1 false)
  %40 = icmp eq i32 %38, 0
  %41 = select i1 %40, i32 0, i32 %39
  %42 = add nsw i32 %41, %36
  %43 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %42, i32 274, i32 15, i32 15, i1 false)
  %44 = icmp samesign ugt i32 %38, 1
  %45 = select i1 %44, i32 %43, i32 0
  %46 = add nsw i32 %42, %45
  %47 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %46, i32 276, i32 15, i32 15, i1 false)
  %48 = icmp samesign ugt i32 %38, 3
  %49 = select i1 %48, i32 %47, i32 0
  %50 = add nsw i32 %46, %49
  %51 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %50, i32 280, i32 15, i32 15, i1 false)
  %52 = icmp samesign ugt i32 %38, 7
  %53 = select i1 %52, i32 %51, i32 0
  %54 = add nsw i32 %50, %53
  %55 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %54, i32 480)
  %56 = and i32 %37, 16
  %57 = icmp eq i32 %56, 0
  %58 = select i1 %57, i32 0, i32 %55
  %59 = add nsw i32 %54, %58
  %60 = add i32 %37, -1
  %61 = and i32 %37, -32
  %62 = icmp slt i32 %60, %61
  %63 = select i1 %62, i32 %37, i32 %60
  %64 = shl i32 %63, 2
  %65 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %64, i32 %59)
  %66 = add nsw i32 %65, %27
  %67 = icmp eq i32 %4, 0
  %68 = select i1 %67, i32 %17, i32 %66
  store i32 %68, ptr addrspace(3) %26, align 4, !tbaa !5
  %69 = add nsw i32 %68, %29
  store i32 %69, ptr addrspace(3) %28, align 4, !tbaa !5
  %70 = add nsw i32 %69, %32
  store i32 %70, ptr addrspace(3) %31, align 4, !tbaa !5
  %71 = add nsw i32 %70, %35
  store i32 %71, ptr addrspace(3) %34, align 4, !tbaa !5
  br label %72

72:                                               ; preds = %22, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %73 = icmp eq i32 %4, 0
  br i1 %73, label %82, label %74

74:                                               ; preds = %72
  %75 = add nsw i32 %4, -1
  %76 = lshr i32 %75, 5
  %77 = getelementptr i32, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE1EEvPKiPiE2st, i32 %76
  %78 = getelementptr i32, ptr addrspace(3) %77, i32 %75
  %79 = load i32, ptr addrspace(3) %78, align 4, !tbaa !5
  %80 = add nsw i32 %79, %11
  %81 = add nsw i32 %80, %16
  br label %82

82:                                               ; preds = %74, %72
  %83 = phi i32 [ %17, %72 ], [ %81, %74 ]
  %84 = phi i32 [ %11, %72 ], [ %80, %74 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  store i32 %17, ptr addrspace(3) %20, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %21, label %85, label %134

85:                                               ; preds = %82
  %86 = lshr i32 %4, 3
  %87 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE1EEvPKiPiE2st, i32 %86
  %88 = shl nuw nsw i32 %4, 4
  %89 = getelementptr inbounds nuw i8, ptr addrspace(3) %87, i32 %88
  %90 = load i32, ptr addrspace(3) %89, align 4, !tbaa !5
  %91 = getelementptr inbounds nuw i8, ptr addrspace(3) %89, i32 4
  %92 = load i32, ptr addrspace(3) %91, align 4, !tbaa !5
  %93 = add nsw i32 %92, %90
  %94 = getelementptr inbounds nuw i8, ptr addrspace(3) %89, i32 8
  %95 = load i32, ptr addrspace(3) %94, align 4, !tbaa !5
  %96 = add nsw i32 %93, %95
  %97 = getelementptr inbounds nuw i8, ptr addrspace(3) %89, i32 12
  %98 = load i32, ptr addrspace(3) %97, align 4, !tbaa !5
  %99 = add nsw i32 %96, %98
  %100 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %101 = and i32 %100, 15
  %102 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %99, i32 273, i32 15, i32 15, i1 false)
  %103 = icmp eq i32 %101, 0
  %104 = select i1 %103, i32 0, i32 %102
  %105 = add nsw i32 %104, %99
  %106 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %105, i32 274, i32 15, i32 15, i1 false)
  %107 = icmp samesign ugt i32 %101, 1
  %108 = select i1 %107, i32 %106, i32 0
  %109 = add nsw i32 %105, %108
  %110 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %109, i32 276, i32 15, i32 15, i1 false)
  %111 = icmp samesign ugt i32 %101, 3
  %112 = select i1 %111, i32 %110, i32 0
  %113 = add nsw i32 %109, %112
  %114 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %113, i32 280, i32 15, i32 15, i1 false)
  %115 = icmp samesign ugt i32 %101, 7
  %116 = select i1 %115, i32 %114, i32 0
  %117 = add nsw i32 %113, %116
  %118 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %117, i32 480)
  %119 = and i32 %100, 16
  %120 = icmp eq i32 %119, 0
  %121 = select i1 %120, i32 0, i32 %118
  %122 = add nsw i32 %117, %121
  %123 = add i32 %100, -1
  %124 = and i32 %100, -32
  %125 = icmp slt i32 %123, %124
  %126 = select i1 %125, i32 %100, i32 %123
  %127 = shl i32 %126, 2
  %128 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %127, i32 %122)
  %129 = add nsw i32 %128, %90
  %130 = select i1 %73, i32 %17, i32 %129
  store i32 %130, ptr addrspace(3) %89, align 4, !tbaa !5
  %131 = add nsw i32 %130, %92
  store i32 %131, ptr addrspace(3) %91, align 4, !tbaa !5
  %132 = add nsw i32 %131, %95
  store i32 %132, ptr addrspace(3) %94, align 4, !tbaa !5
  %133 = add nsw i32 %132, %98
  store i32 %133, ptr addrspace(3) %97, align 4, !tbaa !5
  br label %134

134:                                              ; preds = %85, %82
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %73, label %141, label %135

135:                                              ; preds = %134
  %136 = add nsw i32 %4, -1
  %137 = lshr i32 %136, 5
  %138 = getelementptr i32, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE1EEvPKiPiE2st, i32 %137
  %139 = getelementptr i32, ptr addrspace(3) %138, i32 %136
  %140 = load i32, ptr addrspace(3) %139, align 4, !tbaa !5
  br label %141

141:                                              ; preds = %135, %134
  %142 = phi i32 [ 0, %134 ], [ %140, %135 ]
  %143 = add nsw i32 %142, %11
  %144 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE1EEvPKiPiE2st, i32 520), align 8, !tbaa !5
  %145 = shl i32 %3, 9
  %146 = shl nuw nsw i32 %4, 2
  %147 = add i32 %145, %146
  %148 = zext i32 %147 to i64
  %149 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %148
  store i32 %84, ptr addrspace(1) %149, align 4, !tbaa !5
  %150 = or disjoint i32 %147, 1
  %151 = zext i32 %150 to i64
  %152 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %151
  store i32 %142, ptr addrspace(1) %152, align 4, !tbaa !5
  %153 = or disjoint i32 %147, 2
  %154 = zext i32 %153 to i64
  %155 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %154
  store i32 %83, ptr addrspace(1) %155, align 4, !tbaa !5
  %156 = or disjoint i32 %147, 3
  %157 = zext i32 %156 to i64
  %158 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %157
  store i32 %143, ptr addrspace(1) %158, align 4, !tbaa !5
  br i1 %73, label %159, label %166

159:                                              ; preds = %141
  %160 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %161 = load i32, ptr addrspace(4) %160, align 4, !tbaa !9
  %162 = shl i32 %161, 9
  %163 = add i32 %162, %3
  %164 = zext i32 %163 to i64
  %165 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %164
  store i32 %144, ptr addrspace(1) %165, align 4, !tbaa !5
  br label %166

166:                                              ; preds = %141, %159
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @cub_block_scan_raking_memoize(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #3 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %5 = shl i32 %3, 8
  %6 = shl nuw nsw i32 %4, 1
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !5
  %11 = ashr i32 %10, 12
  %12 = or disjoint i32 %7, 1
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !5
  %16 = ashr i32 %15, 12
  %17 = add nsw i32 %16, %11
  %18 = lshr i32 %4, 5
  %19 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE1EEvPKiPiE2st, i32 %18
  %20 = getelementptr inbounds nuw i32, ptr addrspace(3) %19, i32 %4
  store i32 %17, ptr addrspace(3) %20, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %21 = icmp samesign ult i32 %4, 32
  br i1 %21, label %22, label %72

22:                                               ; preds = %2
  %23 = lshr i32 %4, 3
  %24 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE1EEvPKiPiE2st, i32 %23
  %25 = shl nuw nsw i32 %4, 4
  %26 = getelementptr inbounds nuw i8, ptr addrspace(3) %24, i32 %25
  %27 = load i32, ptr addrspace(3) %26, align 4, !tbaa !5
  %28 = getelementptr inbounds nuw i8, ptr addrspace(3) %26, i32 4
  %29 = load i32, ptr addrspace(3) %28, align 4, !tbaa !5
  %30 = add nsw i32 %29, %27
  %31 = getelementptr inbounds nuw i8, ptr addrspace(3) %26, i32 8
  %32 = load i32, ptr addrspace(3) %31, align 4, !tbaa !5
  %33 = add nsw i32 %30, %32
  %34 = getelementptr inbounds nuw i8, ptr addrspace(3) %26, i32 12
  %35 = load i32, ptr addrspace(3) %34, align 4, !tbaa !5
  %36 = add nsw i32 %33, %35
  %37 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %38 = and i32 %37, 15
  %39 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %36, i32 273, i32 15, i32 15, i1 false)
  %40 = icmp eq i32 %38, 0
  %41 = select i1 %40, i32 0, i32 %39
  %42 = add nsw i32 %41, %36
  %43 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %42, i32 274, i32 15, i32 15, i1 false)
  %44 = icmp samesign ugt i32 %38, 1
  %45 = select i1 %44, i32 %43, i32 0
  %46 = add nsw i32 %42, %45
  %47 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %46, i32 276, i32 15, i32 15, i1 false)
  %48 = icmp samesign ugt i32 %38, 3
  %49 = select i1 %48, i32 %47, i32 0
  %50 = add nsw i32 %46, %49
  %51 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %50, i32 280, i32 15, i32 15, i1 false)
  %52 = icmp samesign ugt i32 %38, 7
  %53 = select i1 %52, i32 %51, i32 0
  %54 = add nsw i32 %50, %53
  %55 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %54, i32 480)
  %56 = and i32 %37, 16
  %57 = icmp eq i32 %56, 0
  %58 = select i1 %57, i32 0, i32 %55
  %59 = add nsw i32 %54, %58
  %60 = add i32 %37, -1
  %61 = and i32 %37, -32
  %62 = icmp slt i32 %60, %61
  %63 = select i1 %62, i32 %37, i32 %60
  %64 = shl i32 %63, 2
  %65 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %64, i32 %59)
  %66 = add nsw i32 %65, %27
  %67 = icmp eq i32 %4, 0
  %68 = select i1 %67, i32 %17, i32 %66
  store i32 %68, ptr addrspace(3) %26, align 4, !tbaa !5
  %69 = add nsw i32 %68, %29
  store i32 %69, ptr addrspace(3) %28, align 4, !tbaa !5
  %70 = add nsw i32 %69, %32
  store i32 %70, ptr addrspace(3) %31, align 4, !tbaa !5
  %71 = add nsw i32 %70, %35
  store i32 %71, ptr addrspace(3) %34, align 4, !tbaa !5
  br label %72

72:                                               ; preds = %22, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %73 = icmp eq i32 %4, 0
  br i1 %73, label %82, label %74

74:                                               ; preds = %72
  %75 = add nsw i32 %4, -1
  %76 = lshr i32 %75, 5
  %77 = getelementptr i32, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE1EEvPKiPiE2st, i32 %76
  %78 = getelementptr i32, ptr addrspace(3) %77, i32 %75
  %79 = load i32, ptr addrspace(3) %78, align 4, !tbaa !5
  %80 = add nsw i32 %79, %11
  %81 = add nsw i32 %80, %16
  br label %82

82:                                               ; preds = %74, %72
  %83 = phi i32 [ %17, %72 ], [ %81, %74 ]
  %84 = phi i32 [ %11, %72 ], [ %80, %74 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  store i32 %17, ptr addrspace(3) %20, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %21, label %85, label %134

85:                                               ; preds = %82
  %86 = lshr i32 %4, 3
  %87 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE1EEvPKiPiE2st, i32 %86
  %88 = shl nuw nsw i32 %4, 4
  %89 = getelementptr inbounds nuw i8, ptr addrspace(3) %87, i32 %88
  %90 = load i32, ptr addrspace(3) %89, align 4, !tbaa !5
  %91 = getelementptr inbounds nuw i8, ptr addrspace(3) %89, i32 4
  %92 = load i32, ptr addrspace(3) %91, align 4, !tbaa !5
  %93 = add nsw i32 %92, %90
  %94 = getelementptr inbounds nuw i8, ptr addrspace(3) %89, i32 8
  %95 = load i32, ptr addrspace(3) %94, align 4, !tbaa !5
  %96 = add nsw i32 %93, %95
  %97 = getelementptr inbounds nuw i8, ptr addrspace(3) %89, i32 12
  %98 = load i32, ptr addrspace(3) %97, align 4, !tbaa !5
  %99 = add nsw i32 %96, %98
  %100 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %101 = and i32 %100, 15
  %102 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %99, i32 273, i32 15, i32 15, i1 false)
  %103 = icmp eq i32 %101, 0
  %104 = select i1 %103, i32 0, i32 %102
  %105 = add nsw i32 %104, %99
  %106 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %105, i32 274, i32 15, i32 15, i1 false)
  %107 = icmp samesign ugt i32 %101, 1
  %108 = select i1 %107, i32 %106, i32 0
  %109 = add nsw i32 %105, %108
  %110 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %109, i32 276, i32 15, i32 15, i1 false)
  %111 = icmp samesign ugt i32 %101, 3
  %112 = select i1 %111, i32 %110, i32 0
  %113 = add nsw i32 %109, %112
  %114 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %113, i32 280, i32 15, i32 15, i1 false)
  %115 = icmp samesign ugt i32 %101, 7
  %116 = select i1 %115, i32 %114, i32 0
  %117 = add nsw i32 %113, %116
  %118 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %117, i32 480)
  %119 = and i32 %100, 16
  %120 = icmp eq i32 %119, 0
  %121 = select i1 %120, i32 0, i32 %118
  %122 = add nsw i32 %117, %121
  %123 = add i32 %100, -1
  %124 = and i32 %100, -32
  %125 = icmp slt i32 %123, %124
  %126 = select i1 %125, i32 %100, i32 %123
  %127 = shl i32 %126, 2
  %128 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %127, i32 %122)
  %129 = add nsw i32 %128, %90
  %130 = select i1 %73, i32 %17, i32 %129
  store i32 %130, ptr addrspace(3) %89, align 4, !tbaa !5
  %131 = add nsw i32 %130, %92
  store i32 %131, ptr addrspace(3) %91, align 4, !tbaa !5
  %132 = add nsw i32 %131, %95
  store i32 %132, ptr addrspace(3) %94, align 4, !tbaa !5
  %133 = add nsw i32 %132, %98
  store i32 %133, ptr addrspace(3) %97, align 4, !tbaa !5
  br label %134

134:                                              ; preds = %85, %82
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %73, label %141, label %135

135:                                              ; preds = %134
  %136 = add nsw i32 %4, -1
  %137 = lshr i32 %136, 5
  %138 = getelementptr i32, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE1EEvPKiPiE2st, i32 %137
  %139 = getelementptr i32, ptr addrspace(3) %138, i32 %136
  %140 = load i32, ptr addrspace(3) %139, align 4, !tbaa !5
  br label %141

141:                                              ; preds = %135, %134
  %142 = phi i32 [ 0, %134 ], [ %140, %135 ]
  %143 = add nsw i32 %142, %11
  %144 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE1EEvPKiPiE2st, i32 520), align 8, !tbaa !5
  %145 = shl i32 %3, 9
  %146 = shl nuw nsw i32 %4, 2
  %147 = add i32 %145, %146
  %148 = zext i32 %147 to i64
  %149 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %148
  store i32 %84, ptr addrspace(1) %149, align 4, !tbaa !5
  %150 = or disjoint i32 %147, 1
  %151 = zext i32 %150 to i64
  %152 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %151
  store i32 %142, ptr addrspace(1) %152, align 4, !tbaa !5
  %153 = or disjoint i32 %147, 2
  %154 = zext i32 %153 to i64
  %155 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %154
  store i32 %83, ptr addrspace(1) %155, align 4, !tbaa !5
  %156 = or disjoint i32 %147, 3
  %157 = zext i32 %156 to i64
  %158 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %157
  store i32 %143, ptr addrspace(1) %158, align 4, !tbaa !5
  br i1 %73, label %159, label %166

159:                                              ; preds = %141
  %160 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %161 = load i32, ptr addrspace(4) %160, align 4, !tbaa !9
  %162 = shl i32 %161, 9
  %163 = add i32 %162, %3
  %164 = zext i32 %163 to i64
  %165 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %164
  store i32 %144, ptr addrspace(1) %165, align 4, !tbaa !5
  br label %166

166:                                              ; preds = %141, %159
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @cub_block_scan_warp_scans(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #3 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %5 = shl i32 %3, 8
  %6 = shl nuw nsw i32 %4, 1
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !5
  %11 = ashr i32 %10, 12
  %12 = or disjoint i32 %7, 1
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !5
  %16 = ashr i32 %15, 12
  %17 = add nsw i32 %16, %11
  %18 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %19 = and i32 %18, 15
  %20 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %17, i32 273, i32 15, i32 15, i1 false)
  %21 = icmp eq i32 %19, 0
  %22 = select i1 %21, i32 0, i32 %20
  %23 = add nsw i32 %22, %17
  %24 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %23, i32 274, i32 15, i32 15, i1 false)
  %25 = icmp samesign ugt i32 %19, 1
  %26 = select i1 %25, i32 %24, i32 0
  %27 = add nsw i32 %23, %26
  %28 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %27, i32 276, i32 15, i32 15, i1 false)
  %29 = icmp samesign ugt i32 %19, 3
  %30 = select i1 %29, i32 %28, i32 0
  %31 = add nsw i32 %27, %30
  %32 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %31, i32 280, i32 15, i32 15, i1 false)
  %33 = icmp samesign ugt i32 %19, 7
  %34 = select i1 %33, i32 %32, i32 0
  %35 = add nsw i32 %31, %34
  %36 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %35, i32 480)
  %37 = and i32 %18, 16
  %38 = icmp eq i32 %37, 0
  %39 = select i1 %38, i32 0, i32 %36
  %40 = add nsw i32 %35, %39
  %41 = lshr i32 %4, 5
  %42 = and i32 %4, 992
  %43 = tail call i32 @llvm.umin.i32(i32 %42, i32 96)
  %44 = or disjoint i32 %43, 31
  %45 = icmp eq i32 %4, %44
  br i1 %45, label %46, label %48

46:                                               ; preds = %2
  %47 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE0EEvPKiPiE2st, i32 %41
  store i32 %40, ptr addrspace(3) %47, align 4, !tbaa !5
  br label %48

48:                                               ; preds = %46, %2
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %49 = icmp samesign ult i32 %4, 4
  br i1 %49, label %50, label %62

50:                                               ; preds = %48
  %51 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE0EEvPKiPiE2st, i32 %4
  %52 = load i32, ptr addrspace(3) %51, align 4, !tbaa !5
  %53 = and i32 %18, 3
  %54 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %52, i32 273, i32 15, i32 15, i1 false)
  %55 = icmp eq i32 %53, 0
  %56 = select i1 %55, i32 0, i32 %54
  %57 = add nsw i32 %56, %52
  %58 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %57, i32 274, i32 15, i32 15, i1 false)
  %59 = icmp samesign ugt i32 %53, 1
  %60 = select i1 %59, i32 %58, i32 0
  %61 = add nsw i32 %57, %60
  store i32 %61, ptr addrspace(3) %51, align 4, !tbaa !5
  br label %62

62:                                               ; preds = %50, %48
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %63 = icmp eq i32 %41, 0
  br i1 %63, label %69, label %64

64:                                               ; preds = %62
  %65 = getelementptr i32, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE0EEvPKiPiE2st, i32 %41
  %66 = getelementptr i8, ptr addrspace(3) %65, i32 -4
  %67 = load i32, ptr addrspace(3) %66, align 4, !tbaa !5
  %68 = add nsw i32 %67, %40
  br label %69

69:                                               ; preds = %64, %62
  %70 = phi i32 [ %40, %62 ], [ %68, %64 ]
  %71 = phi i32 [ undef, %62 ], [ %67, %64 ]
  %72 = add i32 %18, -1
  %73 = and i32 %18, -32
  %74 = icmp slt i32 %72, %73
  %75 = select i1 %74, i32 %18, i32 %72
  %76 = shl i32 %75, 2
  %77 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %76, i32 %70)
  %78 = icmp eq i32 %4, 0
  %79 = icmp eq i32 %18, 0
  %80 = select i1 %79, i32 %71, i32 %77
  %81 = select i1 %78, i32 0, i32 %80
  %82 = add nsw i32 %81, %11
  %83 = add nsw i32 %82, %16
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %84 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %17, i32 273, i32 15, i32 15, i1 false)
  %85 = select i1 %21, i32 0, i32 %84
  %86 = add nsw i32 %85, %17
  %87 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %86, i32 274, i32 15, i32 15, i1 false)
  %88 = select i1 %25, i32 %87, i32 0
  %89 = add nsw i32 %86, %88
  %90 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %89, i32 276, i32 15, i32 15, i1 false)
  %91 = select i1 %29, i32 %90, i32 0
  %92 = add nsw i32 %89, %91
  %93 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %92, i32 280, i32 15, i32 15, i1 false)
  %94 = select i1 %33, i32 %93, i32 0
  %95 = add nsw i32 %92, %94
  %96 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %95, i32 480)
  %97 = select i1 %38, i32 0, i32 %96
  %98 = add nsw i32 %95, %97
  br i1 %45, label %99, label %101

99:                                               ; preds = %69
  %100 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE0EEvPKiPiE2st, i32 %41
  store i32 %98, ptr addrspace(3) %100, align 4, !tbaa !5
  br label %101

101:                                              ; preds = %99, %69
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %49, label %102, label %114

102:                                              ; preds = %101
  %103 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE0EEvPKiPiE2st, i32 %4
  %104 = load i32, ptr addrspace(3) %103, align 4, !tbaa !5
  %105 = and i32 %18, 3
  %106 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %104, i32 273, i32 15, i32 15, i1 false)
  %107 = icmp eq i32 %105, 0
  %108 = select i1 %107, i32 0, i32 %106
  %109 = add nsw i32 %108, %104
  %110 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %109, i32 274, i32 15, i32 15, i1 false)
  %111 = icmp samesign ugt i32 %105, 1
  %112 = select i1 %111, i32 %110, i32 0
  %113 = add nsw i32 %109, %112
  store i32 %113, ptr addrspace(3) %103, align 4, !tbaa !5
  br label %114

114:                                              ; preds = %102, %101
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %63, label %119, label %115

115:                                              ; preds = %114
  %116 = getelementptr i32, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE0EEvPKiPiE2st, i32 %41
  %117 = getelementptr i8, ptr addrspace(3) %116, i32 -4
  %118 = load i32, ptr addrspace(3) %117, align 4, !tbaa !5
  br label %119

119:                                              ; preds = %115, %114
  %120 = phi i32 [ 0, %114 ], [ %118, %115 ]
  %121 = add nsw i32 %120, %98
  %122 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %76, i32 %121)
  %123 = select i1 %79, i32 %120, i32 %122
  %124 = select i1 %78, i32 0, i32 %123
  %125 = add nsw i32 %124, %11
  %126 = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @_ZZ10block_scanILN6hipcub18BlockScanAlgorithmE0EEvPKiPiE2st, i32 12), align 4, !tbaa !5
  %127 = shl i32 %3, 9
  %128 = shl nuw nsw i32 %4, 2
  %129 = add i32 %127, %128
  %130 = zext i32 %129 to i64
  %131 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %130
  store i32 %82, ptr addrspace(1) %131, align 4, !tbaa !5
  %132 = or disjoint i32 %129, 1
  %133 = zext i32 %132 to i64
  %134 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %133
  store i32 %124, ptr addrspace(1) %134, align 4, !tbaa !5
  %135 = or disjoint i32 %129, 2
  %136 = zext i32 %135 to i64
  %137 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %136
  store i32 %83, ptr addrspace(1) %137, align 4, !tbaa !5
  %138 = or disjoint i32 %129, 3
  %139 = zext i32 %138 to i64
  %140 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %139
  store i32 %125, ptr addrspace(1) %140, align 4, !tbaa !5
  br i1 %78, label %141, label %148

141:                                              ; preds = %119
  %142 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %143 = load i32, ptr addrspace(4) %142, align 4, !tbaa !9
  %144 = shl i32 %143, 9
  %145 = add i32 %144, %3
  %146 = zext i32 %145 to i64
  %147 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %146
  store i32 %126, ptr addrspace(1) %147, align 4, !tbaa !5
  br label %148

148:                                              ; preds = %119, %141
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #8

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1201" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-buffer-pk-add-bf16-inst,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f32,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot11-insts,+dot12-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+fp8-conversion-insts,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx12-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1201" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-buffer-pk-add-bf16-inst,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f32,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot11-insts,+dot12-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+fp8-conversion-insts,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx12-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1201" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-buffer-pk-add-bf16-inst,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f32,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot11-insts,+dot12-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+fp8-conversion-insts,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx12-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1201" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-buffer-pk-add-bf16-inst,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f32,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot11-insts,+dot12-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+fp8-conversion-insts,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx12-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5, !9}
!opencl.ocl.version = !{!13}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{i32 2, i32 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
