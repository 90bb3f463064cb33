; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @atomic_add_half(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg %1, ptr addrspace(1) inreg %2, i32 inreg %3, ptr addrspace(1) inreg nofree readnone captures(none) %4, ptr addrspace(1) inreg nofree readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !14
  %8 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %7), !dbg !15
  %9 = and i32 %8, 192, !dbg !15
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !16
  %11 = shl i32 %10, 8, !dbg !16
  %12 = and i32 %7, 63, !dbg !15
  %13 = or disjoint i32 %12, %9, !dbg !15
  %14 = or disjoint i32 %13, %11, !dbg !16
  %15 = icmp slt i32 %14, %3, !dbg !17
  br i1 %15, label %16, label %20, !dbg !18

16:                                               ; preds = %6
  %17 = sext i32 %14 to i64
  %18 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %17
  %19 = load <1 x float>, ptr addrspace(1) %18, align 4, !dbg !18
  br label %20, !dbg !18

20:                                               ; preds = %16, %6
  %21 = phi <1 x float> [ %19, %16 ], [ zeroinitializer, %6 ], !dbg !18
  %22 = extractelement <1 x float> %21, i64 0, !dbg !18
  %23 = srem i32 %14, 16, !dbg !19
  %24 = sext i32 %23 to i64, !dbg !20
  %25 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %24, !dbg !20
  %26 = fptrunc float %22 to half, !dbg !21
  fence syncscope("workgroup") release, !dbg !22, !mmra !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !22
  fence syncscope("workgroup") acquire, !dbg !22, !mmra !23
  %27 = and i32 %7, 1, !dbg !22
  %28 = ptrtoint ptr addrspace(1) %25 to i64, !dbg !22
  %29 = select i1 %15, i64 %28, i64 -1, !dbg !22
  %30 = insertelement <2 x half> zeroinitializer, half %26, i32 %27, !dbg !22
  %31 = bitcast <2 x half> %30 to i32, !dbg !22
  %32 = select i1 %15, i32 %31, i32 0, !dbg !22
  %33 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %32, i32 257, i32 15, i32 15, i1 false), !dbg !22
  %34 = or i32 %32, %33, !dbg !22
  %35 = bitcast i32 %34 to <2 x half>, !dbg !22
  %36 = bitcast i64 %29 to <2 x i32>, !dbg !22
  %37 = extractelement <2 x i32> %36, i64 0, !dbg !22
  %38 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %37, i32 257, i32 15, i32 15, i1 false), !dbg !22
  %39 = insertelement <2 x i32> poison, i32 %38, i64 0, !dbg !22
  %40 = extractelement <2 x i32> %36, i64 1, !dbg !22
  %41 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %40, i32 257, i32 15, i32 15, i1 false), !dbg !22
  %42 = insertelement <2 x i32> %39, i32 %41, i64 1, !dbg !22
  %43 = bitcast <2 x i32> %42 to i64, !dbg !22
  %44 = icmp ne i64 %43, -1, !dbg !22
  %45 = or i1 %15, %44, !dbg !22
  %46 = select i1 %44, i64 %43, i64 %29, !dbg !22
  %47 = icmp eq i32 %27, 0, !dbg !22
  %48 = and i1 %47, %45, !dbg !22
  %49 = inttoptr i64 %46 to ptr addrspace(1), !dbg !22
  %50 = inttoptr i64 %43 to ptr addrspace(1), !dbg !22
  %51 = select i1 %15, ptr addrspace(1) %25, ptr addrspace(1) %50, !dbg !22
  br i1 %48, label %52, label %67, !dbg !22

52:                                               ; preds = %20
  %53 = add i64 %29, 2, !dbg !22
  %54 = icmp eq i64 %53, %43, !dbg !22
  %55 = and i64 %29, 3, !dbg !22
  %56 = icmp eq i64 %55, 0, !dbg !22
  %57 = and i1 %56, %54, !dbg !22
  %58 = and i1 %15, %57, !dbg !22
  %59 = and i1 %44, %58, !dbg !22
  br i1 %59, label %65, label %60, !dbg !22

60:                                               ; preds = %52
  %61 = extractelement <2 x half> %35, i64 0, !dbg !22
  %62 = extractelement <2 x half> %35, i64 1, !dbg !22
  %63 = atomicrmw fadd ptr addrspace(1) %51, half %61 syncscope("agent") acq_rel, align 2, !dbg !22
  %64 = atomicrmw fadd ptr addrspace(1) %49, half %62 syncscope("agent") acq_rel, align 2, !dbg !22
  br label %67, !dbg !22

65:                                               ; preds = %52
  %66 = atomicrmw fadd ptr addrspace(1) %51, <2 x half> %35 syncscope("agent") acq_rel, align 4, !dbg !22
  br label %67, !dbg !22

67:                                               ; preds = %65, %60, %20
  fence syncscope("workgroup") release, !dbg !22, !mmra !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !22
  fence syncscope("workgroup") acquire, !dbg !22, !mmra !23
  %68 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %24, !dbg !24
  %69 = bitcast float %22 to i32, !dbg !25
  %70 = fcmp uno float %22, 0.000000e+00, !dbg !25
  %71 = lshr i32 %69, 16, !dbg !25
  %72 = and i32 %71, 1, !dbg !25
  %73 = add i32 %69, 32767, !dbg !25
  %74 = add i32 %73, %72, !dbg !25
  %75 = lshr i32 %74, 16, !dbg !25
  %76 = trunc nuw i32 %75 to i16, !dbg !25
  %77 = bitcast i16 %76 to bfloat, !dbg !25
  %78 = select i1 %70, bfloat +nan(0x3F), bfloat %77, !dbg !25
  fence syncscope("workgroup") release, !dbg !14, !mmra !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !14
  fence syncscope("workgroup") acquire, !dbg !14, !mmra !23
  %79 = ptrtoint ptr addrspace(1) %68 to i64, !dbg !14
  %80 = select i1 %15, i64 %79, i64 -1, !dbg !14
  %81 = insertelement <2 x bfloat> zeroinitializer, bfloat %78, i32 %27, !dbg !14
  %82 = bitcast <2 x bfloat> %81 to i32, !dbg !14
  %83 = select i1 %15, i32 %82, i32 0, !dbg !14
  %84 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %83, i32 257, i32 15, i32 15, i1 false), !dbg !14
  %85 = or i32 %84, %83, !dbg !14
  %86 = bitcast i32 %85 to <2 x bfloat>, !dbg !14
  %87 = bitcast i64 %80 to <2 x i32>, !dbg !14
  %88 = extractelement <2 x i32> %87, i64 0, !dbg !14
  %89 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %88, i32 257, i32 15, i32 15, i1 false), !dbg !14
  %90 = insertelement <2 x i32> poison, i32 %89, i64 0, !dbg !14
  %91 = extractelement <2 x i32> %87, i64 1, !dbg !14
  %92 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %91, i32 257, i32 15, i32 15, i1 false), !dbg !14
  %93 = insertelement <2 x i32> %90, i32 %92, i64 1, !dbg !14
  %94 = bitcast <2 x i32> %93 to i64, !dbg !14
  %95 = icmp ne i64 %94, -1, !dbg !14
  %96 = or i1 %15, %95, !dbg !14
  %97 = select i1 %95, i64 %94, i64 %80, !dbg !14
  %98 = and i1 %47, %96, !dbg !14
  %99 = inttoptr i64 %97 to ptr addrspace(1), !dbg !14
  %100 = inttoptr i64 %94 to ptr addrspace(1), !dbg !14
  %101 = select i1 %15, ptr addrspace(1) %68, ptr addrspace(1) %100, !dbg !14
  br i1 %98, label %102, label %117, !dbg !14

102:                                              ; preds = %67
  %103 = add i64 %80, 2, !dbg !14
  %104 = icmp eq i64 %103, %94, !dbg !14
  %105 = and i64 %80, 3, !dbg !14
  %106 = icmp eq i64 %105, 0, !dbg !14
  %107 = and i1 %106, %104, !dbg !14
  %108 = and i1 %15, %107, !dbg !14
  %109 = and i1 %95, %108, !dbg !14
  br i1 %109, label %115, label %110, !dbg !14

110:                                              ; preds = %102
  %111 = extractelement <2 x bfloat> %86, i64 0, !dbg !14
  %112 = extractelement <2 x bfloat> %86, i64 1, !dbg !14
  %113 = atomicrmw fadd ptr addrspace(1) %101, bfloat %111 syncscope("agent") acq_rel, align 2, !dbg !14
  %114 = atomicrmw fadd ptr addrspace(1) %99, bfloat %112 syncscope("agent") acq_rel, align 2, !dbg !14
  br label %117, !dbg !14

115:                                              ; preds = %102
  %116 = atomicrmw fadd ptr addrspace(1) %101, <2 x bfloat> %86 syncscope("agent") acq_rel, align 4, !dbg !14
  br label %117, !dbg !14

117:                                              ; preds = %115, %110, %67
  fence syncscope("workgroup") release, !dbg !14, !mmra !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !14
  fence syncscope("workgroup") acquire, !dbg !14, !mmra !23
  ret void, !dbg !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #4

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "atomic_add_half", linkageName: "atomic_add_half", scope: !1, file: !1, line: 251, type: !5, scopeLine: 251, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !9, !11, !13, !11, !11}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DILocation(line: 258, column: 5, scope: !4)
!15 = !DILocation(line: 254, column: 39, scope: !4)
!16 = !DILocation(line: 254, column: 12, scope: !4)
!17 = !DILocation(line: 255, column: 9, scope: !4)
!18 = !DILocation(line: 256, column: 9, scope: !4)
!19 = !DILocation(line: 257, column: 25, scope: !4)
!20 = !DILocation(line: 257, column: 19, scope: !4)
!21 = !DILocation(line: 257, column: 38, scope: !4)
!22 = !DILocation(line: 257, column: 5, scope: !4)
!23 = !{!"amdgpu-synchronize-as", !"local"}
!24 = !DILocation(line: 258, column: 19, scope: !4)
!25 = !DILocation(line: 258, column: 38, scope: !4)
!26 = !DILocation(line: 251, column: 1, scope: !4)
