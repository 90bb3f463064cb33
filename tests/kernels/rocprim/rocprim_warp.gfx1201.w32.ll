; ModuleID = 'rocprim_warp.hip'
source_filename = "rocprim_warp.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%"struct.rocprim::warp_exchange<int, 4>::storage_type_" = type { %"class.rocprim::uninitialized_array" }
%"class.rocprim::uninitialized_array" = type { [512 x i8] }

@_ZZ21warp_exchange_stripedE2st = internal unnamed_addr addrspace(3) global [8 x %"struct.rocprim::warp_exchange<int, 4>::storage_type_"] undef, align 16
@__hip_cuid_209d2f2caaf26818 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_209d2f2caaf26818 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @warp_reduce_sum(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = ashr i32 %13, 12
  %15 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 range(i32 -524288, 524288) %14, i32 177, i32 15, i32 15, i1 false)
  %16 = add nsw i32 %15, %14
  %17 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %16, i32 78, i32 15, i32 15, i1 false)
  %18 = add nsw i32 %16, %17
  %19 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %18, i32 276, i32 15, i32 15, i1 false)
  %20 = add nsw i32 %18, %19
  %21 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %20, i32 280, i32 15, i32 15, i1 false)
  %22 = add nsw i32 %20, %21
  %23 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %22, i32 480)
  %24 = add nsw i32 %22, %23
  %25 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %26 = shl i32 %25, 2
  %27 = or i32 %26, 124
  %28 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %27, i32 %24)
  %29 = and i32 %3, 31
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %31, label %33

31:                                               ; preds = %2
  %32 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %11
  store i32 %28, ptr addrspace(1) %32, align 4, !tbaa !5
  br label %33

33:                                               ; preds = %2, %31
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @warp_reduce_sum_all(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = ashr i32 %13, 12
  %15 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 range(i32 -524288, 524288) %14, i32 177, i32 15, i32 15, i1 false)
  %16 = add nsw i32 %15, %14
  %17 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %16, i32 78, i32 15, i32 15, i1 false)
  %18 = add nsw i32 %16, %17
  %19 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %18, i32 276, i32 15, i32 15, i1 false)
  %20 = add nsw i32 %18, %19
  %21 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %20, i32 280, i32 15, i32 15, i1 false)
  %22 = add nsw i32 %20, %21
  %23 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %22, i32 480)
  %24 = add nsw i32 %22, %23
  %25 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %26 = shl i32 %25, 2
  %27 = or i32 %26, 124
  %28 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %27, i32 %24)
  %29 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %11
  store i32 %28, ptr addrspace(1) %29, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @warp_reduce_sum_half(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = ashr i32 %13, 12
  %15 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 range(i32 -524288, 524288) %14, i32 177, i32 15, i32 15, i1 false)
  %16 = add nsw i32 %15, %14
  %17 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %16, i32 78, i32 15, i32 15, i1 false)
  %18 = add nsw i32 %16, %17
  %19 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %18, i32 276, i32 15, i32 15, i1 false)
  %20 = add nsw i32 %18, %19
  %21 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %20, i32 280, i32 15, i32 15, i1 false)
  %22 = add nsw i32 %20, %21
  %23 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %24 = shl i32 %23, 2
  %25 = or i32 %24, 60
  %26 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %25, i32 %22)
  %27 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %11
  store i32 %26, ptr addrspace(1) %27, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @warp_reduce_sum_8(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = ashr i32 %13, 12
  %15 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 range(i32 -524288, 524288) %14, i32 177, i32 15, i32 15, i1 false)
  %16 = add nsw i32 %15, %14
  %17 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %16, i32 78, i32 15, i32 15, i1 false)
  %18 = add nsw i32 %16, %17
  %19 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %18, i32 276, i32 15, i32 15, i1 false)
  %20 = add nsw i32 %18, %19
  %21 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %22 = shl i32 %21, 2
  %23 = or i32 %22, 28
  %24 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %23, i32 %20)
  %25 = and i32 %3, 7
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %29

27:                                               ; preds = %2
  %28 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %11
  store i32 %24, ptr addrspace(1) %28, align 4, !tbaa !5
  br label %29

29:                                               ; preds = %2, %27
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @warp_reduce_max_valid(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = lshr i32 %3, 5
  %12 = zext i32 %10 to i64
  %13 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !5
  %15 = mul nuw nsw i32 %11, 5
  %16 = add nuw nsw i32 %15, 3
  %17 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %18 = and i32 %17, 31
  %19 = icmp ne i32 %18, 31
  %20 = zext i1 %19 to i32
  %21 = add i32 %17, %20
  %22 = shl i32 %21, 2
  %23 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %22, i32 %14)
  %24 = add i32 %17, 1
  %25 = icmp ult i32 %24, %16
  %26 = tail call i32 @llvm.smax.i32(i32 %14, i32 %23)
  %27 = select i1 %25, i32 %26, i32 %14
  %28 = icmp samesign ult i32 %18, 30
  %29 = select i1 %28, i32 2, i32 0
  %30 = add i32 %29, %17
  %31 = shl i32 %30, 2
  %32 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %31, i32 %27)
  %33 = add i32 %17, 2
  %34 = icmp ult i32 %33, %16
  %35 = tail call i32 @llvm.smax.i32(i32 %27, i32 %32)
  %36 = select i1 %34, i32 %35, i32 %27
  %37 = icmp samesign ult i32 %18, 28
  %38 = select i1 %37, i32 4, i32 0
  %39 = add i32 %38, %17
  %40 = shl i32 %39, 2
  %41 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %40, i32 %36)
  %42 = add i32 %17, 4
  %43 = icmp ult i32 %42, %16
  %44 = tail call i32 @llvm.smax.i32(i32 %36, i32 %41)
  %45 = select i1 %43, i32 %44, i32 %36
  %46 = icmp samesign ult i32 %18, 24
  %47 = select i1 %46, i32 8, i32 0
  %48 = add i32 %47, %17
  %49 = shl i32 %48, 2
  %50 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %49, i32 %45)
  %51 = add i32 %17, 8
  %52 = icmp ult i32 %51, %16
  %53 = tail call i32 @llvm.smax.i32(i32 %45, i32 %50)
  %54 = select i1 %52, i32 %53, i32 %45
  %55 = shl i32 %17, 2
  %56 = or i32 %55, 64
  %57 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %56, i32 %54)
  %58 = and i32 %3, 31
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %60, label %66

60:                                               ; preds = %2
  %61 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %12
  %62 = add i32 %17, 16
  %63 = icmp ult i32 %62, %16
  %64 = tail call i32 @llvm.smax.i32(i32 %54, i32 %57)
  %65 = select i1 %63, i32 %64, i32 %54
  store i32 %65, ptr addrspace(1) %61, align 4, !tbaa !5
  br label %66

66:                                               ; preds = %60, %2
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @warp_reduce_float(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = and i32 %13, 255
  %15 = uitofp nneg i32 %14 to float
  %16 = bitcast float %15 to i32
  %17 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %16, i32 177, i32 15, i32 15, i1 false)
  %18 = bitcast i32 %17 to float
  %19 = fadd contract float %15, %18
  %20 = bitcast float %19 to i32
  %21 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %20, i32 78, i32 15, i32 15, i1 false)
  %22 = bitcast i32 %21 to float
  %23 = fadd contract float %19, %22
  %24 = bitcast float %23 to i32
  %25 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %24, i32 276, i32 15, i32 15, i1 false)
  %26 = bitcast i32 %25 to float
  %27 = fadd contract float %23, %26
  %28 = bitcast float %27 to i32
  %29 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %28, i32 280, i32 15, i32 15, i1 false)
  %30 = bitcast i32 %29 to float
  %31 = fadd contract float %27, %30
  %32 = bitcast float %31 to i32
  %33 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %32, i32 480)
  %34 = bitcast i32 %33 to float
  %35 = fadd contract float %31, %34
  %36 = bitcast float %35 to i32
  %37 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %38 = shl i32 %37, 2
  %39 = or i32 %38, 124
  %40 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %39, i32 %36)
  %41 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %11
  store i32 %40, ptr addrspace(1) %41, align 4, !tbaa !16
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @warp_segmented_reduce(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = ashr i32 %13, 12
  %15 = lshr i32 %14, 4
  %16 = urem i32 %15, 5
  %17 = tail call i64 @llvm.amdgcn.icmp.i64.i32(i32 %16, i32 0, i32 32)
  %18 = trunc i64 %17 to i32
  %19 = lshr i32 %18, 1
  %20 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %21 = shl nsw i32 -1, %20
  %22 = and i32 %19, %21
  %23 = or disjoint i32 %22, -2147483648
  %24 = tail call noundef range(i32 0, 32) i32 @llvm.cttz.i32(i32 range(i32 -2147483648, 0) %23, i1 true)
  %25 = and i32 %20, 31
  %26 = icmp ne i32 %25, 31
  %27 = zext i1 %26 to i32
  %28 = add i32 %20, %27
  %29 = shl i32 %28, 2
  %30 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %29, i32 range(i32 -524288, 524288) %14)
  %31 = add i32 %20, 1
  %32 = icmp ugt i32 %31, %24
  %33 = select i1 %32, i32 0, i32 %30
  %34 = add nsw i32 %33, %14
  %35 = icmp samesign ult i32 %25, 30
  %36 = select i1 %35, i32 2, i32 0
  %37 = add i32 %36, %20
  %38 = shl i32 %37, 2
  %39 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %38, i32 %34)
  %40 = add i32 %20, 2
  %41 = icmp ugt i32 %40, %24
  %42 = select i1 %41, i32 0, i32 %39
  %43 = add nsw i32 %34, %42
  %44 = icmp samesign ult i32 %25, 28
  %45 = select i1 %44, i32 4, i32 0
  %46 = add i32 %45, %20
  %47 = shl i32 %46, 2
  %48 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %47, i32 %43)
  %49 = add i32 %20, 4
  %50 = icmp ugt i32 %49, %24
  %51 = select i1 %50, i32 0, i32 %48
  %52 = add nsw i32 %43, %51
  %53 = icmp samesign ult i32 %25, 24
  %54 = select i1 %53, i32 8, i32 0
  %55 = add i32 %54, %20
  %56 = shl i32 %55, 2
  %57 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %56, i32 %52)
  %58 = add i32 %20, 8
  %59 = icmp ugt i32 %58, %24
  %60 = select i1 %59, i32 0, i32 %57
  %61 = add nsw i32 %52, %60
  %62 = shl i32 %20, 2
  %63 = or i32 %62, 64
  %64 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %63, i32 %61)
  %65 = add i32 %20, 16
  %66 = icmp ugt i32 %65, %24
  %67 = select i1 %66, i32 0, i32 %64
  %68 = add nsw i32 %61, %67
  %69 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %11
  store i32 %68, ptr addrspace(1) %69, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @warp_scan_sum(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = ashr i32 %13, 12
  %15 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %16 = and i32 %15, 15
  %17 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 range(i32 -524288, 524288) %14, i32 273, i32 15, i32 15, i1 false)
  %18 = icmp eq i32 %16, 0
  %19 = select i1 %18, i32 0, i32 %17
  %20 = add nsw i32 %19, %14
  %21 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %20, i32 274, i32 15, i32 15, i1 false)
  %22 = icmp samesign ugt i32 %16, 1
  %23 = select i1 %22, i32 %21, i32 0
  %24 = add nsw i32 %20, %23
  %25 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %24, i32 276, i32 15, i32 15, i1 false)
  %26 = icmp samesign ugt i32 %16, 3
  %27 = select i1 %26, i32 %25, i32 0
  %28 = add nsw i32 %24, %27
  %29 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %28, i32 280, i32 15, i32 15, i1 false)
  %30 = icmp samesign ugt i32 %16, 7
  %31 = select i1 %30, i32 %29, i32 0
  %32 = add nsw i32 %28, %31
  %33 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %32, i32 480)
  %34 = and i32 %15, 16
  %35 = icmp eq i32 %34, 0
  %36 = select i1 %35, i32 0, i32 %33
  %37 = add nsw i32 %32, %36
  %38 = add nsw i32 %37, 7
  %39 = add i32 %15, -1
  %40 = and i32 %15, -32
  %41 = icmp slt i32 %39, %40
  %42 = select i1 %41, i32 %15, i32 %39
  %43 = shl i32 %42, 2
  %44 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %43, i32 %38)
  %45 = icmp eq i32 %15, 0
  %46 = select i1 %45, i32 7, i32 %44
  %47 = shl i32 %10, 1
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %48
  store i32 %37, ptr addrspace(1) %49, align 4, !tbaa !5
  %50 = or disjoint i32 %47, 1
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %51
  store i32 %46, ptr addrspace(1) %52, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @warp_scan_sum_half(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = ashr i32 %13, 12
  %15 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %16 = and i32 %15, 15
  %17 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 range(i32 -524288, 524288) %14, i32 273, i32 15, i32 15, i1 false)
  %18 = icmp eq i32 %16, 0
  %19 = select i1 %18, i32 0, i32 %17
  %20 = add nsw i32 %19, %14
  %21 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %20, i32 274, i32 15, i32 15, i1 false)
  %22 = icmp samesign ugt i32 %16, 1
  %23 = select i1 %22, i32 %21, i32 0
  %24 = add nsw i32 %20, %23
  %25 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %24, i32 276, i32 15, i32 15, i1 false)
  %26 = icmp samesign ugt i32 %16, 3
  %27 = select i1 %26, i32 %25, i32 0
  %28 = add nsw i32 %24, %27
  %29 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %28, i32 280, i32 15, i32 15, i1 false)
  %30 = icmp samesign ugt i32 %16, 7
  %31 = select i1 %30, i32 %29, i32 0
  %32 = add nsw i32 %28, %31
  %33 = add nsw i32 %32, 7
  %34 = add i32 %15, -1
  %35 = and i32 %15, -16
  %36 = icmp slt i32 %34, %35
  %37 = select i1 %36, i32 %15, i32 %34
  %38 = shl i32 %37, 2
  %39 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %38, i32 %33)
  %40 = select i1 %18, i32 7, i32 %39
  %41 = shl i32 %10, 1
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %42
  store i32 %32, ptr addrspace(1) %43, align 4, !tbaa !5
  %44 = or disjoint i32 %41, 1
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %45
  store i32 %40, ptr addrspace(1) %46, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @warp_scan_max_8(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %15 = and i32 %14, 7
  %16 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %13, i32 273, i32 15, i32 15, i1 false)
  %17 = icmp eq i32 %15, 0
  %18 = tail call i32 @llvm.smax.i32(i32 %16, i32 %13)
  %19 = select i1 %17, i32 %13, i32 %18
  %20 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %19, i32 274, i32 15, i32 15, i1 false)
  %21 = icmp samesign ugt i32 %15, 1
  %22 = tail call i32 @llvm.smax.i32(i32 %20, i32 %19)
  %23 = select i1 %21, i32 %22, i32 %19
  %24 = tail call noundef i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %23, i32 276, i32 15, i32 15, i1 false)
  %25 = icmp samesign ugt i32 %15, 3
  %26 = tail call i32 @llvm.smax.i32(i32 %24, i32 %23)
  %27 = select i1 %25, i32 %26, i32 %23
  %28 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %11
  store i32 %27, ptr addrspace(1) %28, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @warp_sort_keys(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %15 = lshr i32 %14, 1
  %16 = and i32 %15, 1
  %17 = and i32 %14, 1
  %18 = icmp eq i32 %16, %17
  %19 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %13, i32 1055)
  %20 = select i1 %18, i32 %19, i32 %13
  %21 = select i1 %18, i32 %13, i32 %19
  %22 = icmp ult i32 %20, %21
  %23 = select i1 %22, i32 %19, i32 %13
  %24 = lshr i32 %14, 2
  %25 = and i32 %24, 1
  %26 = icmp eq i32 %25, %16
  %27 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %23, i32 2079)
  %28 = select i1 %26, i32 %27, i32 %23
  %29 = select i1 %26, i32 %23, i32 %27
  %30 = icmp ult i32 %28, %29
  %31 = select i1 %30, i32 %27, i32 %23
  %32 = icmp eq i32 %25, %17
  %33 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %31, i32 1055)
  %34 = select i1 %32, i32 %33, i32 %31
  %35 = select i1 %32, i32 %31, i32 %33
  %36 = icmp ult i32 %34, %35
  %37 = select i1 %36, i32 %33, i32 %31
  %38 = lshr i32 %14, 3
  %39 = and i32 %38, 1
  %40 = icmp eq i32 %39, %25
  %41 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %37, i32 4127)
  %42 = select i1 %40, i32 %41, i32 %37
  %43 = select i1 %40, i32 %37, i32 %41
  %44 = icmp ult i32 %42, %43
  %45 = select i1 %44, i32 %41, i32 %37
  %46 = icmp eq i32 %39, %16
  %47 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %45, i32 2079)
  %48 = select i1 %46, i32 %47, i32 %45
  %49 = select i1 %46, i32 %45, i32 %47
  %50 = icmp ult i32 %48, %49
  %51 = select i1 %50, i32 %47, i32 %45
  %52 = icmp eq i32 %39, %17
  %53 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %51, i32 1055)
  %54 = select i1 %52, i32 %53, i32 %51
  %55 = select i1 %52, i32 %51, i32 %53
  %56 = icmp ult i32 %54, %55
  %57 = select i1 %56, i32 %53, i32 %51
  %58 = lshr i32 %14, 4
  %59 = and i32 %58, 1
  %60 = icmp eq i32 %59, %39
  %61 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %57, i32 8223)
  %62 = select i1 %60, i32 %61, i32 %57
  %63 = select i1 %60, i32 %57, i32 %61
  %64 = icmp ult i32 %62, %63
  %65 = select i1 %64, i32 %61, i32 %57
  %66 = icmp eq i32 %59, %25
  %67 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %65, i32 4127)
  %68 = select i1 %66, i32 %67, i32 %65
  %69 = select i1 %66, i32 %65, i32 %67
  %70 = icmp ult i32 %68, %69
  %71 = select i1 %70, i32 %67, i32 %65
  %72 = icmp eq i32 %59, %16
  %73 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %71, i32 2079)
  %74 = select i1 %72, i32 %73, i32 %71
  %75 = select i1 %72, i32 %71, i32 %73
  %76 = icmp ult i32 %74, %75
  %77 = select i1 %76, i32 %73, i32 %71
  %78 = icmp eq i32 %59, %17
  %79 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %77, i32 1055)
  %80 = select i1 %78, i32 %79, i32 %77
  %81 = select i1 %78, i32 %77, i32 %79
  %82 = icmp ult i32 %80, %81
  %83 = select i1 %82, i32 %79, i32 %77
  %84 = icmp eq i32 %59, 0
  %85 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %83, i32 16415)
  %86 = select i1 %84, i32 %85, i32 %83
  %87 = select i1 %84, i32 %83, i32 %85
  %88 = icmp ult i32 %86, %87
  %89 = select i1 %88, i32 %85, i32 %83
  %90 = icmp eq i32 %39, 0
  %91 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %89, i32 8223)
  %92 = select i1 %90, i32 %91, i32 %89
  %93 = select i1 %90, i32 %89, i32 %91
  %94 = icmp ult i32 %92, %93
  %95 = select i1 %94, i32 %91, i32 %89
  %96 = icmp eq i32 %25, 0
  %97 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %95, i32 4127)
  %98 = select i1 %96, i32 %97, i32 %95
  %99 = select i1 %96, i32 %95, i32 %97
  %100 = icmp ult i32 %98, %99
  %101 = select i1 %100, i32 %97, i32 %95
  %102 = icmp eq i32 %16, 0
  %103 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %101, i32 2079)
  %104 = select i1 %102, i32 %103, i32 %101
  %105 = select i1 %102, i32 %101, i32 %103
  %106 = icmp ult i32 %104, %105
  %107 = select i1 %106, i32 %103, i32 %101
  %108 = icmp eq i32 %17, 0
  %109 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %107, i32 1055)
  %110 = select i1 %108, i32 %109, i32 %107
  %111 = select i1 %108, i32 %107, i32 %109
  %112 = icmp ult i32 %110, %111
  %113 = select i1 %112, i32 %109, i32 %107
  %114 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %11
  store i32 %113, ptr addrspace(1) %114, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @warp_sort_keys_8(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %15 = lshr i32 %14, 1
  %16 = and i32 %15, 1
  %17 = and i32 %14, 1
  %18 = icmp eq i32 %16, %17
  %19 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %13, i32 1055)
  %20 = select i1 %18, i32 %19, i32 %13
  %21 = select i1 %18, i32 %13, i32 %19
  %22 = icmp ult i32 %20, %21
  %23 = select i1 %22, i32 %19, i32 %13
  %24 = lshr i32 %14, 2
  %25 = and i32 %24, 1
  %26 = icmp eq i32 %25, %16
  %27 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %23, i32 2079)
  %28 = select i1 %26, i32 %27, i32 %23
  %29 = select i1 %26, i32 %23, i32 %27
  %30 = icmp ult i32 %28, %29
  %31 = select i1 %30, i32 %27, i32 %23
  %32 = icmp eq i32 %25, %17
  %33 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %31, i32 1055)
  %34 = select i1 %32, i32 %33, i32 %31
  %35 = select i1 %32, i32 %31, i32 %33
  %36 = icmp ult i32 %34, %35
  %37 = select i1 %36, i32 %33, i32 %31
  %38 = icmp eq i32 %25, 0
  %39 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %37, i32 4127)
  %40 = select i1 %38, i32 %39, i32 %37
  %41 = select i1 %38, i32 %37, i32 %39
  %42 = icmp ult i32 %40, %41
  %43 = select i1 %42, i32 %39, i32 %37
  %44 = icmp eq i32 %16, 0
  %45 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %43, i32 2079)
  %46 = select i1 %44, i32 %45, i32 %43
  %47 = select i1 %44, i32 %43, i32 %45
  %48 = icmp ult i32 %46, %47
  %49 = select i1 %48, i32 %45, i32 %43
  %50 = icmp eq i32 %17, 0
  %51 = tail call noundef i32 @llvm.amdgcn.ds.swizzle(i32 %49, i32 1055)
  %52 = select i1 %50, i32 %51, i32 %49
  %53 = select i1 %50, i32 %49, i32 %51
  %54 = icmp ult i32 %52, %53
  %55 = select i1 %54, i32 %51, i32 %49
  %56 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %11
  store i32 %55, ptr addrspace(1) %56, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @warp_exchange_striped(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #1 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !tbaa !14
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = shl i32 %10, 2
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !5
  %15 = or disjoint i32 %11, 1
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !5
  %19 = or disjoint i32 %11, 2
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %20
  %22 = load i32, ptr addrspace(1) %21, align 4, !tbaa !5
  %23 = or disjoint i32 %11, 3
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %24
  %26 = load i32, ptr addrspace(1) %25, align 4, !tbaa !5
  %27 = lshr i32 %3, 5
  %28 = getelementptr inbounds nuw %"struct.rocprim::warp_exchange<int, 4>::storage_type_", ptr addrspace(3) @_ZZ21warp_exchange_stripedE2st, i32 %27
  %29 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %30 = shl i32 %29, 4
  %31 = getelementptr i8, ptr addrspace(3) %28, i32 %30
  store i32 %14, ptr addrspace(3) %31, align 16, !tbaa !5
  %32 = getelementptr i8, ptr addrspace(3) %31, i32 4
  store i32 %18, ptr addrspace(3) %32, align 4, !tbaa !5
  %33 = getelementptr i8, ptr addrspace(3) %31, i32 8
  store i32 %22, ptr addrspace(3) %33, align 8, !tbaa !5
  %34 = getelementptr i8, ptr addrspace(3) %31, i32 12
  store i32 %26, ptr addrspace(3) %34, align 4, !tbaa !5
  fence syncscope("wavefront") release
  tail call void @llvm.amdgcn.wave.barrier()
  fence syncscope("wavefront") acquire
  %35 = getelementptr i32, ptr addrspace(3) %28, i32 %29
  %36 = load i32, ptr addrspace(3) %35, align 4, !tbaa !5
  %37 = getelementptr i8, ptr addrspace(3) %35, i32 128
  %38 = load i32, ptr addrspace(3) %37, align 4, !tbaa !5
  %39 = getelementptr i8, ptr addrspace(3) %35, i32 256
  %40 = load i32, ptr addrspace(3) %39, align 4, !tbaa !5
  %41 = getelementptr i8, ptr addrspace(3) %35, i32 384
  %42 = load i32, ptr addrspace(3) %41, align 4, !tbaa !5
  %43 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %12
  store i32 %36, ptr addrspace(1) %43, align 4, !tbaa !5
  %44 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %16
  store i32 %38, ptr addrspace(1) %44, align 4, !tbaa !5
  %45 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %20
  store i32 %40, ptr addrspace(1) %45, align 4, !tbaa !5
  %46 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %24
  store i32 %42, ptr addrspace(1) %46, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @warp_match_any(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !tbaa !14
  %7 = zext i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %10 = add i32 %8, %9
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = and i32 %13, 256
  %15 = icmp eq i32 %14, 0
  %16 = lshr exact i32 %14, 8
  %17 = xor i32 %16, 1
  %18 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 3) %17, i32 0, i32 33)
  %19 = trunc i64 %18 to i32
  %20 = and i32 %13, 1
  %21 = sub nsw i32 0, %20
  %22 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 3) %21, i32 0, i32 33)
  %23 = trunc i64 %22 to i32
  %24 = xor i32 %23, %21
  %25 = shl i32 %13, 30
  %26 = ashr i32 %25, 31
  %27 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 3) %26, i32 0, i32 33)
  %28 = trunc i64 %27 to i32
  %29 = xor i32 %26, %28
  %30 = or i32 %29, %24
  %31 = shl i32 %13, 29
  %32 = ashr i32 %31, 31
  %33 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 3) %32, i32 0, i32 33)
  %34 = trunc i64 %33 to i32
  %35 = xor i32 %32, %34
  %36 = or i32 %30, %35
  %37 = shl i32 %13, 28
  %38 = ashr i32 %37, 31
  %39 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 3) %38, i32 0, i32 33)
  %40 = trunc i64 %39 to i32
  %41 = xor i32 %38, %40
  %42 = or i32 %36, %41
  %43 = xor i32 %42, -1
  %44 = and i32 %43, %19
  %45 = select i1 %15, i32 %44, i32 0
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds nuw i64, ptr addrspace(1) %1, i64 %11
  store i64 %46, ptr addrspace(1) %47, align 8, !tbaa !18
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(read, argmem: readwrite)
define protected amdgpu_kernel void @warp_ballot_divergent(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #2 {
  %3 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !tbaa !14
  %7 = zext i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %10 = add i32 %8, %9
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = and i32 %13, 1
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %26, label %16

16:                                               ; preds = %2
  %17 = and i32 %13, 2
  %18 = tail call noundef i64 @llvm.amdgcn.icmp.i64.i32(i32 range(i32 -1, 3) %17, i32 0, i32 33)
  %19 = and i64 %18, 4294967295
  %20 = tail call i64 @llvm.read_register.i64(metadata !20) #9
  %21 = trunc i64 %20 to i32
  %22 = tail call noundef i32 @llvm.amdgcn.mbcnt.lo(i32 %21, i32 0)
  %23 = zext i32 %22 to i64
  %24 = shl i64 %23, 56
  %25 = or disjoint i64 %24, %19
  br label %26

26:                                               ; preds = %16, %2
  %27 = phi i64 [ %25, %16 ], [ 0, %2 ]
  %28 = getelementptr inbounds nuw i64, ptr addrspace(1) %1, i64 %11
  store i64 %27, ptr addrspace(1) %28, align 8, !tbaa !18
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.icmp.i64.i32(i32, i32, i32 immarg) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32 immarg) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.wave.barrier() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare i64 @llvm.read_register.i64(metadata) #8

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1201" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-buffer-pk-add-bf16-inst,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f32,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot11-insts,+dot12-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+fp8-conversion-insts,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx12-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1201" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-buffer-pk-add-bf16-inst,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f32,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot11-insts,+dot12-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+fp8-conversion-insts,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx12-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress nofree norecurse nounwind willreturn memory(read, argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1201" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-buffer-pk-add-bf16-inst,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f32,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot11-insts,+dot12-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+fp8-conversion-insts,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx12-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #9 = { convergent }

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
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !11, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !7, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"long long", !7, i64 0}
!20 = !{!"exec"}
