; ModuleID = 'cuda_math.cu'
source_filename = "cuda_math.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%printf_args = type { i32, i32, i32, i32, double, ptr }

@.str = private unnamed_addr constant [47 x i8] c"thread %d of block %d: a=%d hex=%#x f=%.3f %s\0A\00", align 1
@.str1 = private unnamed_addr constant [4 x i8] c"odd\00", align 1
@.str2 = private unnamed_addr constant [5 x i8] c"even\00", align 1
@.str3 = private unnamed_addr constant [12 x i8] c"a[i] < 1000\00", align 1
@.str4 = private unnamed_addr constant [13 x i8] c"cuda_math.cu\00", align 1
@__PRETTY_FUNCTION__.checked = private unnamed_addr constant [38 x i8] c"void checked(const int *, int *, int)\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @clamp(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %43

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !6
  %16 = tail call i32 @llvm.smax.i32(i32 %15, i32 -1000)
  %17 = tail call i32 @llvm.smin.i32(i32 %16, i32 1000)
  %18 = srem i32 %15, 7
  %19 = tail call noundef range(i32 -6, 7) i32 @llvm.abs.i32(i32 range(i32 -6, 7) %18, i1 true)
  %20 = add nsw i32 %17, %19
  %21 = getelementptr inbounds float, ptr %1, i64 %13
  %22 = load float, ptr %21, align 4, !tbaa !11
  %23 = tail call contract noundef float @llvm.rint.f32(float %22)
  %24 = fptosi float %23 to i32
  %25 = add nsw i32 %20, %24
  %26 = fmul contract float %22, 3.000000e+00
  %27 = tail call noundef i32 @llvm.nvvm.f2i.rz(float %26)
  %28 = add nsw i32 %25, %27
  %29 = getelementptr inbounds i32, ptr %2, i64 %13
  store i32 %28, ptr %29, align 4, !tbaa !6
  %30 = tail call noundef float @llvm.minnum.f32(float %22, float 5.000000e+01)
  %31 = tail call noundef float @llvm.maxnum.f32(float %30, float -5.000000e+01)
  %32 = tail call noundef float @llvm.nvvm.fabs.f32(float %22)
  %33 = tail call noundef float @llvm.nvvm.sqrt.rn.f(float %32)
  %34 = tail call noundef float @llvm.fma.f32(float %31, float 5.000000e-01, float %33)
  %35 = tail call noundef float @llvm.floor.f32(float %22)
  %36 = fadd contract float %35, %34
  %37 = tail call noundef float @llvm.nvvm.div.rn.f(float %22, float 3.000000e+00)
  %38 = fadd contract float %37, %36
  %39 = fmul contract float %31, 2.500000e-01
  %40 = tail call noundef float @llvm.ceil.f32(float %39)
  %41 = fadd contract float %40, %38
  %42 = getelementptr inbounds float, ptr %3, i64 %13
  store float %41, ptr %42, align 4, !tbaa !11
  br label %43

43:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @softplus(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %56

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !11
  %14 = tail call float @llvm.fma.f32(float %13, float 0x3F777313A0000000, float 5.000000e-01)
  %15 = tail call float @llvm.nvvm.saturate.f(float %14) #9
  %16 = tail call float @llvm.nvvm.fma.rm.f(float %15, float 2.520000e+02, float 0x4168000020000000) #9
  %17 = fadd float %16, 0xC168000FE0000000
  %18 = fneg float %17
  %19 = tail call float @llvm.fma.f32(float %13, float 0x3FF7154760000000, float %18)
  %20 = tail call float @llvm.fma.f32(float %13, float 0x3E54AE0C00000000, float %19)
  %21 = bitcast float %16 to i32
  %22 = shl i32 %21, 23
  %23 = bitcast i32 %22 to float
  %24 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %20)
  %25 = fmul float %24, %23
  %26 = fadd contract float %25, 1.000000e+00
  %27 = fcmp olt float %26, 0x3810000000000000
  %28 = fmul float %26, 0x4160000000000000
  %29 = select i1 %27, float %28, float %26
  %30 = select i1 %27, float -2.300000e+01, float 0.000000e+00
  %31 = bitcast float %29 to i32
  %32 = add i32 %31, -1059760811
  %33 = and i32 %32, -8388608
  %34 = sub i32 %31, %33
  %35 = bitcast i32 %34 to float
  %36 = sitofp i32 %33 to float
  %37 = tail call float @llvm.fma.f32(float %36, float 0x3E80000000000000, float %30)
  %38 = fadd float %35, -1.000000e+00
  %39 = tail call float @llvm.fma.f32(float %38, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %40 = tail call float @llvm.fma.f32(float %39, float %38, float 0xBFBF19B980000000)
  %41 = tail call float @llvm.fma.f32(float %40, float %38, float 0x3FC1E52AA0000000)
  %42 = tail call float @llvm.fma.f32(float %41, float %38, float 0xBFC55B1720000000)
  %43 = tail call float @llvm.fma.f32(float %42, float %38, float 0x3FC99DA160000000)
  %44 = tail call float @llvm.fma.f32(float %43, float %38, float 0xBFCFFFE440000000)
  %45 = tail call float @llvm.fma.f32(float %44, float %38, float 0x3FD5554F00000000)
  %46 = tail call float @llvm.fma.f32(float %45, float %38, float -5.000000e-01)
  %47 = fmul float %38, %46
  %48 = tail call float @llvm.fma.f32(float %47, float %38, float %38)
  %49 = tail call float @llvm.fma.f32(float %37, float 0x3FE62E4300000000, float %48)
  %50 = icmp ugt i32 %31, 2139095039
  %51 = tail call float @llvm.fma.f32(float %29, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %52 = select i1 %50, float %51, float %49
  %53 = fcmp oeq float %29, 0.000000e+00
  %54 = select i1 %53, float 0xFFF0000000000000, float %52
  %55 = getelementptr inbounds float, ptr %1, i64 %11
  store float %54, ptr %55, align 4, !tbaa !11
  br label %56

56:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @hello(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %printf_args, align 8
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %1
  %10 = srem i32 %8, 5
  %11 = icmp eq i32 %10, 0
  %12 = and i1 %9, %11
  br i1 %12, label %13, label %30

13:                                               ; preds = %2
  %14 = sext i32 %8 to i64
  %15 = getelementptr inbounds i32, ptr %0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !6
  %17 = and i32 %16, 65535
  %18 = sitofp i32 %16 to float
  %19 = fmul contract float %18, 2.500000e-01
  %20 = fpext contract float %19 to double
  %21 = and i32 %8, 1
  %22 = icmp eq i32 %21, 0
  %23 = select i1 %22, ptr @.str2, ptr @.str1
  store i32 %7, ptr %3, align 8
  %24 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 %4, ptr %24, align 4
  %25 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 %16, ptr %25, align 8
  %26 = getelementptr inbounds nuw i8, ptr %3, i64 12
  store i32 %17, ptr %26, align 4
  %27 = getelementptr inbounds nuw i8, ptr %3, i64 16
  store double %20, ptr %27, align 8
  %28 = getelementptr inbounds nuw i8, ptr %3, i64 24
  store ptr %23, ptr %28, align 8
  %29 = call i32 @vprintf(ptr nonnull @.str, ptr nonnull %3) #9
  br label %30

30:                                               ; preds = %13, %2
  ret void
}

declare i32 @vprintf(ptr, ptr) local_unnamed_addr

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @checked(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %21

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = icmp slt i32 %13, 1000
  br i1 %14, label %17, label %15

15:                                               ; preds = %10
  tail call void @__assertfail(ptr noundef nonnull @.str3, ptr noundef nonnull @.str4, i32 noundef 30, ptr noundef nonnull @__PRETTY_FUNCTION__.checked, i64 noundef 1) #10
  %16 = load i32, ptr %12, align 4, !tbaa !6
  br label %17

17:                                               ; preds = %10, %15
  %18 = phi i32 [ %13, %10 ], [ %16, %15 ]
  %19 = shl nsw i32 %18, 1
  %20 = getelementptr inbounds i32, ptr %1, i64 %11
  store i32 %19, ptr %20, align 4, !tbaa !6
  br label %21

21:                                               ; preds = %17, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #4

; Function Attrs: convergent nounwind
declare dso_local void @__assertfail(ptr noundef, ptr noundef, i32 noundef, ptr noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.rn.f(float, float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rz(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #8

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4, !5}
!llvm.errno.tbaa = !{!6}
!nvvmir.version = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{i32 2, i32 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !8, i64 0}
