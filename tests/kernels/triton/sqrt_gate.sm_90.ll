; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"__CUDA_PREC_SQRT\00", align 1

; Function Attrs: nounwind
define ptx_kernel void @sqrt_gate(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, ptr addrspace(1) nofree readnone captures(none) %3, ptr addrspace(1) nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !6 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %7 = shl i32 %6, 8, !dbg !15
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %9 = shl nuw nsw i32 %8, 2, !dbg !16
  %10 = and i32 %9, 252, !dbg !16
  %11 = or disjoint i32 %10, %7, !dbg !15
  %12 = or disjoint i32 %11, 1, !dbg !15
  %13 = or disjoint i32 %11, 2, !dbg !15
  %14 = or disjoint i32 %11, 3, !dbg !15
  %15 = icmp slt i32 %11, %2, !dbg !17
  %16 = icmp slt i32 %12, %2, !dbg !17
  %17 = icmp slt i32 %13, %2, !dbg !17
  %18 = icmp slt i32 %14, %2, !dbg !17
  %19 = sext i32 %11 to i64, !dbg !18
  %20 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %19, !dbg !18
  %21 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 1065353216, ptr addrspace(1) %20, i1 %15) #4, !dbg !19
  %22 = bitcast i32 %21 to float, !dbg !19
  %23 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b"(i32 1065353216, ptr addrspace(1) %20, i1 %16) #4, !dbg !19
  %24 = bitcast i32 %23 to float, !dbg !19
  %25 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b"(i32 1065353216, ptr addrspace(1) %20, i1 %17) #4, !dbg !19
  %26 = bitcast i32 %25 to float, !dbg !19
  %27 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b"(i32 1065353216, ptr addrspace(1) %20, i1 %18) #4, !dbg !19
  %28 = bitcast i32 %27 to float, !dbg !19
  %29 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !20
  %.not.i = icmp eq i32 %29, 0, !dbg !20
  %30 = tail call i32 @__nvvm_reflect(ptr nonnull @.str.2) #4, !dbg !20
  %.not1.i = icmp eq i32 %30, 0, !dbg !20
  br i1 %.not.i, label %36, label %31, !dbg !20

31:                                               ; preds = %5
  br i1 %.not1.i, label %34, label %32, !dbg !20

32:                                               ; preds = %31
  %33 = tail call float @llvm.nvvm.sqrt.rn.ftz.f(float %22) #4, !dbg !20
  br label %__nv_sqrtf.exit, !dbg !20

34:                                               ; preds = %31
  %35 = tail call float @llvm.nvvm.sqrt.approx.ftz.f(float %22) #4, !dbg !20
  br label %__nv_sqrtf.exit, !dbg !20

36:                                               ; preds = %5
  br i1 %.not1.i, label %39, label %37, !dbg !20

37:                                               ; preds = %36
  %38 = tail call float @llvm.nvvm.sqrt.rn.f(float %22) #4, !dbg !20
  br label %__nv_sqrtf.exit, !dbg !20

39:                                               ; preds = %36
  %40 = tail call float @llvm.nvvm.sqrt.approx.f(float %22) #4, !dbg !20
  br label %__nv_sqrtf.exit, !dbg !20

__nv_sqrtf.exit:                                  ; preds = %32, %34, %37, %39
  %.0.i = phi float [ %33, %32 ], [ %35, %34 ], [ %38, %37 ], [ %40, %39 ], !dbg !20
  %41 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !20
  %.not.i1 = icmp eq i32 %41, 0, !dbg !20
  %42 = tail call i32 @__nvvm_reflect(ptr nonnull @.str.2) #4, !dbg !20
  %.not1.i4 = icmp eq i32 %42, 0, !dbg !20
  br i1 %.not.i1, label %48, label %43, !dbg !20

43:                                               ; preds = %__nv_sqrtf.exit
  br i1 %.not1.i4, label %46, label %44, !dbg !20

44:                                               ; preds = %43
  %45 = tail call float @llvm.nvvm.sqrt.rn.ftz.f(float %24) #4, !dbg !20
  br label %__nv_sqrtf.exit5, !dbg !20

46:                                               ; preds = %43
  %47 = tail call float @llvm.nvvm.sqrt.approx.ftz.f(float %24) #4, !dbg !20
  br label %__nv_sqrtf.exit5, !dbg !20

48:                                               ; preds = %__nv_sqrtf.exit
  br i1 %.not1.i4, label %51, label %49, !dbg !20

49:                                               ; preds = %48
  %50 = tail call float @llvm.nvvm.sqrt.rn.f(float %24) #4, !dbg !20
  br label %__nv_sqrtf.exit5, !dbg !20

51:                                               ; preds = %48
  %52 = tail call float @llvm.nvvm.sqrt.approx.f(float %24) #4, !dbg !20
  br label %__nv_sqrtf.exit5, !dbg !20

__nv_sqrtf.exit5:                                 ; preds = %44, %46, %49, %51
  %.0.i3 = phi float [ %45, %44 ], [ %47, %46 ], [ %50, %49 ], [ %52, %51 ], !dbg !20
  %53 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !20
  %.not.i6 = icmp eq i32 %53, 0, !dbg !20
  %54 = tail call i32 @__nvvm_reflect(ptr nonnull @.str.2) #4, !dbg !20
  %.not1.i9 = icmp eq i32 %54, 0, !dbg !20
  br i1 %.not.i6, label %60, label %55, !dbg !20

55:                                               ; preds = %__nv_sqrtf.exit5
  br i1 %.not1.i9, label %58, label %56, !dbg !20

56:                                               ; preds = %55
  %57 = tail call float @llvm.nvvm.sqrt.rn.ftz.f(float %26) #4, !dbg !20
  br label %__nv_sqrtf.exit10, !dbg !20

58:                                               ; preds = %55
  %59 = tail call float @llvm.nvvm.sqrt.approx.ftz.f(float %26) #4, !dbg !20
  br label %__nv_sqrtf.exit10, !dbg !20

60:                                               ; preds = %__nv_sqrtf.exit5
  br i1 %.not1.i9, label %63, label %61, !dbg !20

61:                                               ; preds = %60
  %62 = tail call float @llvm.nvvm.sqrt.rn.f(float %26) #4, !dbg !20
  br label %__nv_sqrtf.exit10, !dbg !20

63:                                               ; preds = %60
  %64 = tail call float @llvm.nvvm.sqrt.approx.f(float %26) #4, !dbg !20
  br label %__nv_sqrtf.exit10, !dbg !20

__nv_sqrtf.exit10:                                ; preds = %56, %58, %61, %63
  %.0.i8 = phi float [ %57, %56 ], [ %59, %58 ], [ %62, %61 ], [ %64, %63 ], !dbg !20
  %65 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #4, !dbg !20
  %.not.i11 = icmp eq i32 %65, 0, !dbg !20
  %66 = tail call i32 @__nvvm_reflect(ptr nonnull @.str.2) #4, !dbg !20
  %.not1.i14 = icmp eq i32 %66, 0, !dbg !20
  br i1 %.not.i11, label %72, label %67, !dbg !20

67:                                               ; preds = %__nv_sqrtf.exit10
  br i1 %.not1.i14, label %70, label %68, !dbg !20

68:                                               ; preds = %67
  %69 = tail call float @llvm.nvvm.sqrt.rn.ftz.f(float %28) #4, !dbg !20
  br label %__nv_sqrtf.exit15, !dbg !20

70:                                               ; preds = %67
  %71 = tail call float @llvm.nvvm.sqrt.approx.ftz.f(float %28) #4, !dbg !20
  br label %__nv_sqrtf.exit15, !dbg !20

72:                                               ; preds = %__nv_sqrtf.exit10
  br i1 %.not1.i14, label %75, label %73, !dbg !20

73:                                               ; preds = %72
  %74 = tail call float @llvm.nvvm.sqrt.rn.f(float %28) #4, !dbg !20
  br label %__nv_sqrtf.exit15, !dbg !20

75:                                               ; preds = %72
  %76 = tail call float @llvm.nvvm.sqrt.approx.f(float %28) #4, !dbg !20
  br label %__nv_sqrtf.exit15, !dbg !20

__nv_sqrtf.exit15:                                ; preds = %68, %70, %73, %75
  %.0.i13 = phi float [ %69, %68 ], [ %71, %70 ], [ %74, %73 ], [ %76, %75 ], !dbg !20
  %77 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %19, !dbg !21
  %78 = fcmp ogt float %.0.i, 2.500000e+00, !dbg !20
  %79 = fcmp ogt float %.0.i3, 2.500000e+00, !dbg !20
  %80 = fcmp ogt float %.0.i8, 2.500000e+00, !dbg !20
  %81 = fcmp ogt float %.0.i13, 2.500000e+00, !dbg !20
  %82 = zext i1 %78 to i32, !dbg !22
  %83 = zext i1 %79 to i32, !dbg !22
  %84 = zext i1 %80 to i32, !dbg !22
  %85 = zext i1 %81 to i32, !dbg !22
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %82, ptr addrspace(1) %77, i1 %15) #4, !dbg !23
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 4 ], { $0 };", "r,l,b"(i32 %83, ptr addrspace(1) %77, i1 %16) #4, !dbg !23
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 8 ], { $0 };", "r,l,b"(i32 %84, ptr addrspace(1) %77, i1 %17) #4, !dbg !23
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 12 ], { $0 };", "r,l,b"(i32 %85, ptr addrspace(1) %77, i1 %18) #4, !dbg !23
  ret void, !dbg !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

declare i32 @__nvvm_reflect(ptr) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.ftz.f(float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.ftz.f(float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #3

attributes #0 = { nounwind "nvvm.reqntid"="64" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "stack-protector-buffer-size"="8" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!llvm.ident = !{!4}
!nvvmir.version = !{!5}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!5 = !{i32 2, i32 0}
!6 = distinct !DISubprogram(name: "sqrt_gate", linkageName: "sqrt_gate", scope: !1, file: !1, line: 206, type: !7, scopeLine: 206, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!7 = !DISubroutineType(cc: DW_CC_normal, types: !8)
!8 = !{null, !9, !11, !12, !13, !13}
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !14, size: 64, dwarfAddressSpace: 1)
!14 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!15 = !DILocation(line: 209, column: 12, scope: !6)
!16 = !DILocation(line: 209, column: 39, scope: !6)
!17 = !DILocation(line: 210, column: 9, scope: !6)
!18 = !DILocation(line: 211, column: 17, scope: !6)
!19 = !DILocation(line: 211, column: 9, scope: !6)
!20 = !DILocation(line: 212, column: 35, scope: !6)
!21 = !DILocation(line: 212, column: 14, scope: !6)
!22 = !DILocation(line: 212, column: 26, scope: !6)
!23 = !DILocation(line: 212, column: 5, scope: !6)
!24 = !DILocation(line: 206, column: 1, scope: !6)
