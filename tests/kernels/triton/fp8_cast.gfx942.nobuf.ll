; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn
define amdgpu_kernel void @fp8_cast(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, i32 inreg %3, ptr addrspace(1) inreg nofree readnone captures(none) %4, ptr addrspace(1) inreg nofree readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  tail call void @llvm.amdgcn.s.setreg(i32 1473, i32 1), !dbg !14
  %7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !15
  %8 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %7), !dbg !16
  %9 = and i32 %8, 192, !dbg !15
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !17
  %11 = shl i32 %10, 8, !dbg !17
  %12 = and i32 %7, 63, !dbg !16
  %13 = or disjoint i32 %12, %9, !dbg !16
  %14 = or disjoint i32 %13, %11, !dbg !17
  %15 = icmp slt i32 %14, %3, !dbg !18
  br i1 %15, label %16, label %.critedge, !dbg !19

16:                                               ; preds = %6
  %17 = sext i32 %14 to i64
  %18 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %17
  %19 = load <1 x float>, ptr addrspace(1) %18, align 4, !dbg !19
  %20 = extractelement <1 x float> %19, i64 0, !dbg !19
  %21 = bitcast float %20 to i32, !dbg !20
  %22 = lshr i32 %21, 24, !dbg !20
  %23 = and i32 %22, 128, !dbg !20
  %24 = lshr i32 %21, 23, !dbg !21
  %25 = and i32 %24, 255, !dbg !21
  %26 = icmp eq i32 %25, 255, !dbg !21
  %27 = icmp eq i32 %25, 112, !dbg !21
  %28 = icmp eq i32 %25, 111, !dbg !21
  %29 = icmp eq i32 %25, 110, !dbg !21
  %30 = icmp samesign ult i32 %25, 110, !dbg !21
  %31 = and i32 %21, 8388607, !dbg !21
  %32 = select i1 %30, i32 0, i32 %31, !dbg !21
  %.not = icmp eq i32 %32, 0, !dbg !21
  %33 = select i1 %.not, i32 0, i32 2097152, !dbg !21
  %34 = select i1 %29, i32 %33, i32 %32, !dbg !21
  %.inv = icmp samesign ult i32 %34, 4194304, !dbg !21
  %35 = select i1 %.inv, i32 2097152, i32 4194304, !dbg !21
  %36 = select i1 %28, i32 %35, i32 %34, !dbg !21
  %37 = icmp samesign ugt i32 %36, 2097152, !dbg !21
  %.inv1 = icmp samesign ult i32 %36, 6291456, !dbg !21
  %38 = select i1 %.inv1, i32 6291456, i32 8388608, !dbg !21
  %39 = select i1 %37, i32 %38, i32 4194304, !dbg !21
  %40 = select i1 %27, i32 %39, i32 %36, !dbg !21
  %41 = icmp ne i32 %40, 0, !dbg !21
  %42 = and i1 %26, %41, !dbg !21
  %43 = icmp samesign ugt i32 %25, 142, !dbg !21
  %44 = tail call i32 @llvm.usub.sat.i32(i32 %25, i32 112), !dbg !21
  %45 = shl nuw nsw i32 %44, 23, !dbg !21
  %46 = or i32 %40, %45, !dbg !21
  %47 = icmp samesign ugt i32 %46, 258998271, !dbg !21
  %48 = or i1 %43, %47, !dbg !21
  %49 = lshr i32 %40, 21, !dbg !21
  %50 = and i32 %49, 1, !dbg !21
  %51 = add nuw nsw i32 %46, 1048575, !dbg !21
  %52 = add nuw nsw i32 %51, %50, !dbg !21
  %53 = lshr i32 %52, 21, !dbg !21
  %54 = select i1 %48, i32 123, i32 %53, !dbg !21
  %55 = select i1 %42, i32 126, i32 %54, !dbg !21
  %56 = or i32 %55, %23, !dbg !21
  %57 = trunc i32 %56 to i8, !dbg !21
  %58 = fcmp uno float %20, 0.000000e+00, !dbg !20
  %59 = tail call float @llvm.fabs.f32(float %20), !dbg !20
  %60 = bitcast float %59 to i32, !dbg !20
  %61 = icmp samesign ult i32 %60, 981467137, !dbg !20
  %62 = icmp samesign ult i32 %60, 994050048, !dbg !20
  %63 = icmp samesign ult i32 %60, 1000341505, !dbg !20
  %64 = icmp samesign ult i32 %60, 1004535808, !dbg !20
  %65 = icmp samesign ult i32 %60, 1007681537, !dbg !20
  %66 = icmp samesign ult i32 %60, 1009778688, !dbg !20
  %67 = icmp samesign ult i32 %60, 1011875841, !dbg !20
  %68 = icmp samesign ult i32 %60, 1013972992, !dbg !20
  %69 = icmp samesign ugt i32 %60, 1139277823, !dbg !20
  %70 = lshr i32 %60, 20, !dbg !20
  %71 = and i32 %70, 1, !dbg !20
  %72 = add nuw i32 %60, 524287, !dbg !20
  %73 = add nuw i32 %72, %71, !dbg !20
  %74 = and i32 %73, -1048576, !dbg !20
  %75 = tail call i32 @llvm.umax.i32(i32 %74, i32 1015021568), !dbg !20
  %76 = add i32 %75, 67108864, !dbg !20
  %77 = lshr exact i32 %76, 20, !dbg !20
  %78 = trunc i32 %77 to i8, !dbg !20
  %79 = select i1 %69, i8 126, i8 %78, !dbg !20
  %80 = select i1 %68, i8 7, i8 %79, !dbg !20
  %81 = select i1 %67, i8 6, i8 %80, !dbg !20
  %82 = select i1 %66, i8 5, i8 %81, !dbg !20
  %83 = select i1 %65, i8 4, i8 %82, !dbg !20
  %84 = select i1 %64, i8 3, i8 %83, !dbg !20
  %85 = select i1 %63, i8 2, i8 %84, !dbg !20
  %86 = select i1 %62, i8 1, i8 %85, !dbg !20
  %87 = select i1 %61, i8 0, i8 %86, !dbg !20
  %88 = select i1 %58, i8 127, i8 %87, !dbg !20
  %89 = trunc nuw i32 %23 to i8, !dbg !20
  %90 = or i8 %88, %89, !dbg !20
  %91 = insertelement <1 x i8> poison, i8 %90, i64 0, !dbg !22
  %92 = getelementptr i8, ptr addrspace(1) %1, i64 %17, !dbg !23
  store <1 x i8> %91, ptr addrspace(1) %92, align 1, !dbg !22
  %93 = and i8 %88, 127, !dbg !24
  %94 = icmp eq i8 %93, 7, !dbg !24
  %95 = icmp eq i8 %93, 6, !dbg !24
  %96 = icmp eq i8 %93, 5, !dbg !24
  %97 = icmp eq i8 %93, 4, !dbg !24
  %98 = icmp eq i8 %93, 3, !dbg !24
  %99 = icmp eq i8 %93, 2, !dbg !24
  %100 = icmp eq i8 %93, 1, !dbg !24
  %101 = icmp eq i8 %93, 0, !dbg !24
  %102 = icmp eq i8 %93, 127, !dbg !24
  %103 = insertelement <2 x i8> <i8 0, i8 poison>, i8 %90, i64 1, !dbg !24
  %104 = bitcast <2 x i8> %103 to i16, !dbg !24
  %105 = lshr exact i16 %104, 1, !dbg !24
  %106 = and i16 %105, 16256, !dbg !24
  %107 = add nuw nsw i16 %106, 8192, !dbg !24
  %108 = select i1 %102, i16 32256, i16 %107, !dbg !24
  %109 = select i1 %101, i16 0, i16 %108, !dbg !24
  %110 = select i1 %100, i16 6144, i16 %109, !dbg !24
  %111 = select i1 %99, i16 7168, i16 %110, !dbg !24
  %112 = select i1 %98, i16 7680, i16 %111, !dbg !24
  %113 = select i1 %97, i16 8192, i16 %112, !dbg !24
  %114 = select i1 %96, i16 8448, i16 %113, !dbg !24
  %115 = select i1 %95, i16 8704, i16 %114, !dbg !24
  %116 = select i1 %94, i16 8960, i16 %115, !dbg !24
  %117 = and i16 %104, -32768, !dbg !24
  %118 = or i16 %116, %117, !dbg !24
  %119 = bitcast i16 %118 to half, !dbg !24
  %120 = fpext half %119 to float, !dbg !24
  %121 = insertelement <4 x i8> <i8 0, i8 poison, i8 poison, i8 poison>, i8 %57, i64 1, !dbg !25
  %122 = bitcast <4 x i8> %121 to <2 x half>, !dbg !25
  %123 = extractelement <2 x half> %122, i64 0, !dbg !25
  %124 = fpext half %123 to float, !dbg !25
  %125 = fadd float %124, %120, !dbg !24
  %126 = insertelement <1 x float> poison, float %125, i64 0, !dbg !15
  %127 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %17, !dbg !26
  store <1 x float> %126, ptr addrspace(1) %127, align 4, !dbg !15
  br label %.critedge, !dbg !15

.critedge:                                        ; preds = %6, %16
  ret void, !dbg !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.amdgcn.s.setreg(i32 immarg, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #5

attributes #0 = { mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "fp8_cast", linkageName: "fp8_cast", scope: !1, file: !1, line: 216, type: !5, scopeLine: 216, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !9, !7, !11, !12, !12}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "int", size: 8, encoding: DW_ATE_signed)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !13, size: 64, dwarfAddressSpace: 1)
!13 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!14 = !DILocation(line: 216, column: 1, scope: !4)
!15 = !DILocation(line: 224, column: 5, scope: !4)
!16 = !DILocation(line: 218, column: 36, scope: !4)
!17 = !DILocation(line: 218, column: 9, scope: !4)
!18 = !DILocation(line: 219, column: 9, scope: !4)
!19 = !DILocation(line: 220, column: 9, scope: !4)
!20 = !DILocation(line: 221, column: 9, scope: !4)
!21 = !DILocation(line: 222, column: 9, scope: !4)
!22 = !DILocation(line: 223, column: 5, scope: !4)
!23 = !DILocation(line: 223, column: 14, scope: !4)
!24 = !DILocation(line: 224, column: 24, scope: !4)
!25 = !DILocation(line: 224, column: 43, scope: !4)
!26 = !DILocation(line: 224, column: 14, scope: !4)
